/**
 * The server's API as TypeScript types, generated from /api/openapi.json by openapi-typescript.
 * Do not edit: run `npm run api:types` after changing a route. A test fails while this file
 * differs from a fresh generation.
 */

export interface paths {
    "/sanctum/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitzung und CSRF-Token anlegen oder erneuern
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         */
        get: operations["getCsrfCookie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anmelden
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abmelden
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Angemeldete Benutzer:in
         * @description Angemeldet (auch mit noch unbestätigter E-Mail-Adresse).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitzungszustand: angemeldete Benutzer:in oder null, mit der verbleibenden Zeit
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link zum Zurücksetzen des Passworts anfordern
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passwort mit dem Link aus der E-Mail neu setzen
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/verification-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bestätigungslink erneut senden
         * @description Angemeldet (auch mit noch unbestätigter E-Mail-Adresse).
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["resendVerificationMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/verify/{id}/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-Mail-Adresse bestätigen (Link aus der E-Mail)
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Benutzer:in anlegen oder einladen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alle Benutzer:innen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Benutzer:in ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Eigenes Passwort ändern
         * @description Angemeldet (auch mit noch unbestätigter E-Mail-Adresse).
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Einstellungen der Anwendung
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getSettings"];
        /**
         * Einstellungen speichern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schema/applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Felder des Bewerber-Profils
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getApplicantSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Antwortkatalog (Status, Berufsgruppen, Auswahlwerte)
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewerber:innen, gefiltert und seitenweise
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listApplicants"];
        put?: never;
        /**
         * Bewerber:in anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followed-applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewerber:innen, denen ich folge
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listFollowedApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qualified-applicants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Qualifizierte Bewerber:innen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listQualifiedApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/search/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewerber:innen suchen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["searchApplicants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getApplicant"];
        /**
         * Bewerber:in ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateApplicant"];
        post?: never;
        /**
         * Bewerber:in in den Papierkorb legen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteApplicant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewerber:in aus dem Papierkorb holen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["restoreApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewerber:in folgen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["followApplicant"];
        /**
         * Bewerber:in nicht mehr folgen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["unfollowApplicant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewerber:in als geprüft markieren („Bitte prüfen“ entfernen)
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["markApplicantReviewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicant-detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewerber:in mit Dokumenten, Bewertungen, Nachrichten und Notizen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getApplicantDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dublette in eine bestehende Bewerber:in zusammenführen
         * @description Alles, was zur Dublette {id} gehört, geht an `into` über; die Dublette wird danach gelöscht. Je Profilfeld wählt `fields`, wessen Wert bleibt.
         *
         *     Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["mergeApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meine letzten Massenaktionen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listBulkJobs"];
        put?: never;
        /**
         * Massenaktion starten (kleine Auswahl sofort, größere im Hintergrund)
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createBulkJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stand einer Massenaktion
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getBulkJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Massenaktion abbrechen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["cancelBulkJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Die Datei eines Exports
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         */
        get: operations["downloadBulkJobFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/mail-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wer bei einer Serien-E-Mail übersprungen würde
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["previewBulkMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ausgewählte Bewerber:innen als CSV oder Excel-Datei
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["exportApplicantList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verlauf einer Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getApplicantHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewertungen einer Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listRatings"];
        /**
         * Bewertung ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateRating"];
        post?: never;
        /**
         * Bewertung löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteRating"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewertung anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createRating"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notizen zu einer Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listNotes"];
        /**
         * Notiz ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateNote"];
        post?: never;
        /**
         * Notiz löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Notiz anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dokumentkategorien
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listDocumentCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{applicantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dokumente einer Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Angaben zu einem Dokument
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getDocument"];
        /**
         * Dokument umbenennen oder einordnen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateDocument"];
        /**
         * Dokument hochladen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["uploadDocument"];
        /**
         * Dokument löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document-download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dokument herunterladen oder in der Vorschau zeigen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cv-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vorschläge für eine neue Bewerber:in aus einem Lebenslauf
         * @description Liest den Lebenslauf im Speicher und antwortet mit den Angaben zur Person, die er nennt. Es wird nichts gespeichert: weder die Datei noch ihr Text noch die Vorschläge.
         *
         *     Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["suggestFromCv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Anlässe für Nachrichten
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listMessageActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kanäle für Nachrichten
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listMessageChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ein Kanal für Nachrichten
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getMessageChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vorlagen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Vorlage anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-templates/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vorlagen für Anlass und Berufsgruppe
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["filterTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Vorlage ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateTemplate"];
        post?: never;
        /**
         * Vorlage löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stellen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Stelle anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eine Stelle
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getJob"];
        /**
         * Stelle ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateJob"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Änderungen einer Stelle
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getJobHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Einer Stelle folgen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["followJob"];
        /**
         * Einer Stelle nicht mehr folgen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["unfollowJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vorschau eines Stellentexts (Markdown)
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["previewJobText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nachrichten einer Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listMessages"];
        /**
         * Entwurf ändern oder senden
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateDraft"];
        post?: never;
        /**
         * Entwurf löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nachricht senden oder als Entwurf speichern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regeln des Mail-Filters
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listMailFilterRules"];
        put?: never;
        /**
         * Regel anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createMailFilterRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-filter/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Regel ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateMailFilterRule"];
        post?: never;
        /**
         * Regel löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteMailFilterRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-filter/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zuletzt eingegangene E-Mails
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         */
        get: operations["listRecentInboundMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orte für Vorstellungsgespräche
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Ort anlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ort ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateLocation"];
        post?: never;
        /**
         * Ort löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Termine in einem Zeitraum
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listTimeslots"];
        put?: never;
        /**
         * Termine anlegen, auch als Serie
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createTimeslots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeslots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ein Termin
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getTimeslot"];
        /**
         * Termin ändern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateTimeslot"];
        post?: never;
        /**
         * Termin löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteTimeslot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/timeslots/{id}/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Termin für eine Bewerber:in buchen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["bookTimeslot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buchung absagen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buchung auf einen anderen Termin verlegen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["moveBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Vorstellungsgespräche einer Bewerber:in
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listApplicantBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eigene Benachrichtigungen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Benachrichtigung als gelesen markieren
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alle Benachrichtigungen als gelesen markieren
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewerber:in mit Kolleg:innen teilen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["shareApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eigene Benachrichtigungseinstellungen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getNotificationSettings"];
        /**
         * Eigene Benachrichtigungseinstellungen speichern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kennzahlen eines Zeitraums
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statistics/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bewerbungen eines Zeitraums je Stelle und Eingangsweg
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getIntakeStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pipeline: Spalten je Status mit Anzahl und erster Seite Karten
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getPipelineBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/column": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pipeline: weitere Karten einer Spalte
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getPipelineColumn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Datenauskunft als ZIP (Art. 15 DSGVO)
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.
         */
        get: operations["exportApplicant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applicants/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Bewerber:in sofort endgültig löschen (Art. 17 DSGVO)
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["eraseApplicant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nach der Aufbewahrungsfrist fällige Bewerber:innen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         */
        get: operations["getRetentionPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protokoll sicherheitsrelevanter Aktionen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Betriebsbereitschaft (Datenbank erreichbar)
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/route-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Darf diese Seite der Web-App geöffnet werden?
         * @description Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.
         */
        get: operations["checkRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sidebar-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Einträge der Seitenleiste
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getSidebarItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zähler der Seitenleiste
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getCounter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ui-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seitenleiste und Zähler in einer Antwort
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["getUiState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eigene und geteilte Ansichten
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         */
        get: operations["listSavedViews"];
        put?: never;
        /**
         * Ansicht speichern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        post: operations["createSavedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ansicht löschen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        delete: operations["deleteSavedView"];
        options?: never;
        head?: never;
        /**
         * Ansicht umbenennen, aktualisieren oder teilen
         * @description Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        patch: operations["updateSavedView"];
        trace?: never;
    };
    "/karriere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Karriereseite: die veröffentlichten Stellen
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/datenschutz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Karriereseite: Datenschutzhinweise
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersPrivacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Atom-Feed der veröffentlichten Stellen
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersAtomFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Was Suchmaschinen lesen dürfen (nur die Karriereseite)
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["robotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitemap der Karriereseite
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/feed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * JSON Feed der veröffentlichten Stellen
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersJsonFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Karriereseite: eine Stelle mit Bewerbungsformular
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/{slug}/danke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Karriereseite: Dank nach der Bewerbung
         * @description Öffentlich, ohne Sitzung.
         */
        get: operations["careersThanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/karriere/{slug}/bewerbung": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bewerbung über die Karriereseite senden
         * @description multipart/form-data mit _token (aus dem Formular der Stelle), first_name, last_name, email, consent, den gefragten Feldern und bis zu fünf Dateien unter files. Mit Accept: application/json antwortet die Route in JSON, sonst mit HTML.
         *
         *     Öffentliches Formular ohne Sitzung: nur von einer Seite dieser Anwendung, mit dem signierten Token des Formulars (_token).
         */
        post: operations["applyForJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/careers-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Einstellungen der Karriereseite
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         */
        get: operations["getCareersSettings"];
        /**
         * Einstellungen der Karriereseite speichern
         * @description Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.
         *
         *     Schreibend: braucht die Sitzung und den Header X-XSRF-TOKEN mit dem Wert des Cookies XSRF-TOKEN (beides legt GET /sanctum/csrf-cookie an).
         */
        put: operations["updateCareersSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            /** @description Was schiefging, auf Deutsch */
            message: string;
            /** @description Bei 422: die Meldungen je Feld */
            errors?: {
                [key: string]: string[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCsrfCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    remember?: boolean;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        email_verified_at: string | null;
                        roles: {
                            /** @enum {string} */
                            name: "admin" | "recruiter" | "viewer";
                        }[];
                        signature: string;
                        default_list_path: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zu viele Versuche; der Header Retry-After nennt die Sekunden */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        email_verified_at: string | null;
                        roles: {
                            /** @enum {string} */
                            name: "admin" | "recruiter" | "viewer";
                        }[];
                        signature: string;
                        default_list_path: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            name: string;
                            email: string;
                            email_verified_at: string | null;
                            roles: {
                                /** @enum {string} */
                                name: "admin" | "recruiter" | "viewer";
                            }[];
                            signature: string;
                            default_list_path: string;
                        } | null;
                        idle_seconds_left: number | null;
                        lifetime_seconds_left: number | null;
                    };
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zu viele Versuche; der Header Retry-After nennt die Sekunden */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    email: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zu viele Versuche; der Header Retry-After nennt die Sekunden */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    resendVerificationMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Angenommen */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zu viele Versuche; der Header Retry-After nennt die Sekunden */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                id: number;
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Weiterleitung an die Adresse im Header Location */
            302: {
                headers: {
                    /** @description Das Ziel */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    password?: string;
                    password_confirmation?: string;
                    roles: ("admin" | "recruiter" | "viewer")[];
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        email_verified_at: string | null;
                        roles: {
                            /** @enum {string} */
                            name: "admin" | "recruiter" | "viewer";
                        }[];
                        signature: string;
                        default_list_path: string;
                        ID: number;
                        active: boolean;
                        invited: boolean;
                        last_login_at: string | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        email_verified_at: string | null;
                        roles: {
                            /** @enum {string} */
                            name: "admin" | "recruiter" | "viewer";
                        }[];
                        signature: string;
                        default_list_path: string;
                        ID: number;
                        active: boolean;
                        invited: boolean;
                        last_login_at: string | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    signature?: string;
                    default_list_path?: string;
                    roles?: ("admin" | "recruiter" | "viewer")[];
                    active?: boolean;
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        email_verified_at: string | null;
                        roles: {
                            /** @enum {string} */
                            name: "admin" | "recruiter" | "viewer";
                        }[];
                        signature: string;
                        default_list_path: string;
                        ID: number;
                        active: boolean;
                        invited: boolean;
                        last_login_at: string | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zu viele Versuche; der Header Retry-After nennt die Sekunden */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        mail_from: string;
                        /** @default  */
                        mail_reply_to: string;
                        statuses: {
                            slug: string;
                            label: string;
                            color: string;
                        }[];
                        profession_groups: {
                            slug: string;
                            label: string;
                        }[];
                        document_categories: {
                            id: number;
                            name: string;
                        }[];
                        upload_limit_mb: number;
                        retention_months: number;
                        /** @default false */
                        retention_enabled: boolean;
                        /**
                         * @default anonymise
                         * @enum {string}
                         */
                        retention_action: "anonymise" | "delete";
                        /** @default 7 */
                        remember_idle_days: number;
                        polling: {
                            ui_state_ms: number;
                            list_ms: number;
                            detail_ms: number;
                        };
                        /** @default 0 */
                        version: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name: string;
                    mail_from: string;
                    mail_reply_to: string;
                    statuses: {
                        slug: string;
                        label: string;
                        color: string;
                    }[];
                    profession_groups: {
                        slug: string;
                        label: string;
                    }[];
                    document_categories: {
                        id?: number;
                        name: string;
                    }[];
                    upload_limit_mb: number;
                    retention_months: number;
                    retention_enabled: boolean;
                    /** @enum {string} */
                    retention_action: "anonymise" | "delete";
                    remember_idle_days?: number;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        mail_from: string;
                        /** @default  */
                        mail_reply_to: string;
                        statuses: {
                            slug: string;
                            label: string;
                            color: string;
                        }[];
                        profession_groups: {
                            slug: string;
                            label: string;
                        }[];
                        document_categories: {
                            id: number;
                            name: string;
                        }[];
                        upload_limit_mb: number;
                        retention_months: number;
                        /** @default false */
                        retention_enabled: boolean;
                        /**
                         * @default anonymise
                         * @enum {string}
                         */
                        retention_action: "anonymise" | "delete";
                        /** @default 7 */
                        remember_idle_days: number;
                        polling: {
                            ui_state_ms: number;
                            list_ms: number;
                            detail_ms: number;
                        };
                        /** @default 0 */
                        version: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getApplicantSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields: {
                            key: string;
                            label: string;
                            /** @enum {string} */
                            type: "text" | "email" | "tel" | "date" | "number" | "select" | "multiselect" | "textarea";
                            required: boolean;
                            group: string;
                            maxLength?: number;
                            min?: number;
                            max?: number;
                            decimals?: number;
                            options?: boolean;
                        }[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    getAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    listApplicants: {
        parameters: {
            query?: {
                status?: string;
                profession_group?: string;
                deleted?: "0" | "1" | "true" | "false";
                followed?: "0" | "1" | "true" | "false";
                qualified?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                sort?: "id" | "last_name" | "first_name" | "email" | "city" | "status" | "profession_group" | "created_at" | "updated_at" | "deleted_at" | "average_rating" | "available_from" | "birth_date";
                order?: "asc" | "desc";
                filters?: string;
                q?: string;
                lastModified?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            qualified: boolean;
                            /** @enum {string} */
                            channel: "karriereseite" | "email" | "manuell" | "import";
                            needs_review: boolean;
                            duplicate_of: number | null;
                            followed: boolean;
                            average_rating: number | null;
                            created_at: string;
                            updated_at: string;
                            deleted_at: string | null;
                            deleted_by: {
                                id: number;
                                name: string;
                            } | null;
                            purge_at: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        lastModified: string;
                        total?: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    createApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    salutation?: string | null;
                    title?: string | null;
                    first_name: string;
                    last_name: string;
                    /** Format: date */
                    birth_date?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    street?: string | null;
                    postal_code?: string | null;
                    city?: string | null;
                    profession_group?: string | null;
                    status?: string | null;
                    job?: string | null;
                    /** Format: date */
                    available_from?: string | null;
                    desired_salary?: number | null;
                    weekly_hours?: number | null;
                    driving_license?: string[];
                    languages?: string[];
                    source?: string | null;
                    /** Format: date */
                    privacy_consent_at?: string | null;
                    remarks?: string | null;
                    qualified?: boolean;
                    confirm_duplicate?: boolean;
                    expected_status?: string;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    listFollowedApplicants: {
        parameters: {
            query?: {
                status?: string;
                profession_group?: string;
                deleted?: "0" | "1" | "true" | "false";
                followed?: "0" | "1" | "true" | "false";
                qualified?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                sort?: "id" | "last_name" | "first_name" | "email" | "city" | "status" | "profession_group" | "created_at" | "updated_at" | "deleted_at" | "average_rating" | "available_from" | "birth_date";
                order?: "asc" | "desc";
                filters?: string;
                q?: string;
                lastModified?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            qualified: boolean;
                            /** @enum {string} */
                            channel: "karriereseite" | "email" | "manuell" | "import";
                            needs_review: boolean;
                            duplicate_of: number | null;
                            followed: boolean;
                            average_rating: number | null;
                            created_at: string;
                            updated_at: string;
                            deleted_at: string | null;
                            deleted_by: {
                                id: number;
                                name: string;
                            } | null;
                            purge_at: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        lastModified: string;
                        total?: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    listQualifiedApplicants: {
        parameters: {
            query?: {
                status?: string;
                profession_group?: string;
                deleted?: "0" | "1" | "true" | "false";
                followed?: "0" | "1" | "true" | "false";
                qualified?: "0" | "1" | "true" | "false";
                page?: number;
                per_page?: number;
                sort?: "id" | "last_name" | "first_name" | "email" | "city" | "status" | "profession_group" | "created_at" | "updated_at" | "deleted_at" | "average_rating" | "available_from" | "birth_date";
                order?: "asc" | "desc";
                filters?: string;
                q?: string;
                lastModified?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            qualified: boolean;
                            /** @enum {string} */
                            channel: "karriereseite" | "email" | "manuell" | "import";
                            needs_review: boolean;
                            duplicate_of: number | null;
                            followed: boolean;
                            average_rating: number | null;
                            created_at: string;
                            updated_at: string;
                            deleted_at: string | null;
                            deleted_by: {
                                id: number;
                                name: string;
                            } | null;
                            purge_at: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        lastModified: string;
                        total?: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    searchApplicants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                term: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: number;
                            qualified: boolean;
                            /** @enum {string} */
                            channel: "karriereseite" | "email" | "manuell" | "import";
                            needs_review: boolean;
                            duplicate_of: number | null;
                            followed: boolean;
                            average_rating: number | null;
                            created_at: string;
                            updated_at: string;
                            deleted_at: string | null;
                            deleted_by: {
                                id: number;
                                name: string;
                            } | null;
                            purge_at: string | null;
                            found_in: {
                                document_id: number;
                                name: string;
                                category: string | null;
                                text: string;
                                marks: {
                                    start: number;
                                    end: number;
                                }[];
                            } | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        word_starts: string[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    getApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    updateApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    salutation?: string | null;
                    title?: string | null;
                    first_name?: string;
                    last_name?: string;
                    /** Format: date */
                    birth_date?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    street?: string | null;
                    postal_code?: string | null;
                    city?: string | null;
                    profession_group?: string | null;
                    status?: string | null;
                    job?: string | null;
                    /** Format: date */
                    available_from?: string | null;
                    desired_salary?: number | null;
                    weekly_hours?: number | null;
                    driving_license?: string[];
                    languages?: string[];
                    source?: string | null;
                    /** Format: date */
                    privacy_consent_at?: string | null;
                    remarks?: string | null;
                    qualified?: boolean;
                    confirm_duplicate?: boolean;
                    expected_status?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    deleteApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    restoreApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    followApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    unfollowApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    markApplicantReviewed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    getApplicantDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicant: {
                            id: number;
                            qualified: boolean;
                            /** @enum {string} */
                            channel: "karriereseite" | "email" | "manuell" | "import";
                            needs_review: boolean;
                            duplicate_of: number | null;
                            followed: boolean;
                            average_rating: number | null;
                            created_at: string;
                            updated_at: string;
                            deleted_at: string | null;
                            deleted_by: {
                                id: number;
                                name: string;
                            } | null;
                            purge_at: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        documents: {
                            id: number;
                            name: string;
                            applicant_id: number;
                            category_id: number | null;
                            category: string | null;
                            size: number;
                            mime_type: string;
                            uploaded_by: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @enum {string|null} */
                            text_state: "pending" | "read" | "empty" | "failed" | null;
                        }[];
                        ratings: {
                            list: {
                                id: number;
                                ID_User: number | null;
                                ID_Bewerberin: number;
                                applicant_id: number;
                                Text: string;
                                Rating: number;
                                "P\u00FCnktlichkeit": number;
                                "Zuverl\u00E4ssigkeit": number;
                                "Teamf\u00E4higkeit": number;
                                Sympathie: number;
                                Fachkompetenz: number;
                                author: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            averageRating: number | null;
                        };
                        messages: {
                            ID: number;
                            ID_Bewerberin: number;
                            applicant_id: number;
                            Betreff: string;
                            Content: string;
                            Entwurf: 1 | 0;
                            creationDate: string;
                            modDate: string;
                            Versendet: string | null;
                            Zugestellt: string | null;
                            reply_id: number | null;
                            channels: string[];
                            /** @enum {string} */
                            direction: "out" | "in";
                            author: string | null;
                            /** @enum {string} */
                            state: "draft" | "pending" | "delivered" | "received";
                            last_error: string | null;
                        }[];
                        notes: {
                            id: number;
                            note: string;
                            user_id: number | null;
                            applicant_id: number;
                            author: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        permissions: string[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    mergeApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    into: number;
                    /** @default {} */
                    fields?: {
                        /** @enum {string} */
                        salutation?: "source" | "target";
                        /** @enum {string} */
                        title?: "source" | "target";
                        /** @enum {string} */
                        first_name?: "source" | "target";
                        /** @enum {string} */
                        last_name?: "source" | "target";
                        /** @enum {string} */
                        birth_date?: "source" | "target";
                        /** @enum {string} */
                        email?: "source" | "target";
                        /** @enum {string} */
                        phone?: "source" | "target";
                        /** @enum {string} */
                        street?: "source" | "target";
                        /** @enum {string} */
                        postal_code?: "source" | "target";
                        /** @enum {string} */
                        city?: "source" | "target";
                        /** @enum {string} */
                        profession_group?: "source" | "target";
                        /** @enum {string} */
                        status?: "source" | "target";
                        /** @enum {string} */
                        job?: "source" | "target";
                        /** @enum {string} */
                        available_from?: "source" | "target";
                        /** @enum {string} */
                        desired_salary?: "source" | "target";
                        /** @enum {string} */
                        weekly_hours?: "source" | "target";
                        /** @enum {string} */
                        driving_license?: "source" | "target";
                        /** @enum {string} */
                        languages?: "source" | "target";
                        /** @enum {string} */
                        source?: "source" | "target";
                        /** @enum {string} */
                        privacy_consent_at?: "source" | "target";
                        /** @enum {string} */
                        remarks?: "source" | "target";
                    };
                    seen_updated_at: {
                        /** Format: date-time */
                        source: string;
                        /** Format: date-time */
                        target: string;
                    };
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        qualified: boolean;
                        /** @enum {string} */
                        channel: "karriereseite" | "email" | "manuell" | "import";
                        needs_review: boolean;
                        duplicate_of: number | null;
                        followed: boolean;
                        average_rating: number | null;
                        created_at: string;
                        updated_at: string;
                        deleted_at: string | null;
                        deleted_by: {
                            id: number;
                            name: string;
                        } | null;
                        purge_at: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        /** @description Bei einer schon zusammengeführten Dublette: wohin */
                        merged_into?: number;
                    };
                };
            };
        };
    };
    listBulkJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "status" | "follow" | "unfollow" | "assign_job" | "mail" | "export" | "trash";
                        label: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        cancel_requested: boolean;
                        total: number;
                        done: number;
                        skipped: number;
                        failed: number;
                        summary: string | null;
                        problems: {
                            applicant_id: number;
                            name: string | null;
                            /** @enum {string} */
                            state: "skipped" | "failed";
                            reason: string;
                        }[];
                        created_at: string;
                        finished_at: string | null;
                        file_name: string | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    selection: {
                        /** @enum {string} */
                        type: "ids";
                        ids: number[];
                    } | {
                        /** @enum {string} */
                        type: "filter";
                        query: {
                            status?: string;
                            profession_group?: string;
                            job?: string;
                            deleted?: boolean;
                            followed?: boolean;
                            qualified?: boolean;
                            filters?: string;
                            q?: string;
                        };
                    };
                    action: {
                        /** @enum {string} */
                        action: "status";
                        status: string;
                    } | {
                        /** @enum {string} */
                        action: "follow";
                    } | {
                        /** @enum {string} */
                        action: "unfollow";
                    } | {
                        /** @enum {string} */
                        action: "assign_job";
                        job: string;
                    } | {
                        /** @enum {string} */
                        action: "mail";
                        template_id: number;
                    } | {
                        /** @enum {string} */
                        action: "export";
                        /** @enum {string} */
                        format: "csv" | "xlsx";
                    } | {
                        /** @enum {string} */
                        action: "trash";
                    };
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "status" | "follow" | "unfollow" | "assign_job" | "mail" | "export" | "trash";
                        label: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        cancel_requested: boolean;
                        total: number;
                        done: number;
                        skipped: number;
                        failed: number;
                        summary: string | null;
                        problems: {
                            applicant_id: number;
                            name: string | null;
                            /** @enum {string} */
                            state: "skipped" | "failed";
                            reason: string;
                        }[];
                        created_at: string;
                        finished_at: string | null;
                        file_name: string | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "status" | "follow" | "unfollow" | "assign_job" | "mail" | "export" | "trash";
                        label: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        cancel_requested: boolean;
                        total: number;
                        done: number;
                        skipped: number;
                        failed: number;
                        summary: string | null;
                        problems: {
                            applicant_id: number;
                            name: string | null;
                            /** @enum {string} */
                            state: "skipped" | "failed";
                            reason: string;
                        }[];
                        created_at: string;
                        finished_at: string | null;
                        file_name: string | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancelBulkJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        action: "status" | "follow" | "unfollow" | "assign_job" | "mail" | "export" | "trash";
                        label: string;
                        /** @enum {string} */
                        state: "running" | "done" | "cancelled";
                        cancel_requested: boolean;
                        total: number;
                        done: number;
                        skipped: number;
                        failed: number;
                        summary: string | null;
                        problems: {
                            applicant_id: number;
                            name: string | null;
                            /** @enum {string} */
                            state: "skipped" | "failed";
                            reason: string;
                        }[];
                        created_at: string;
                        finished_at: string | null;
                        file_name: string | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    downloadBulkJobFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Datei (CSV für deutsches Excel oder xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    previewBulkMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    selection: {
                        /** @enum {string} */
                        type: "ids";
                        ids: number[];
                    } | {
                        /** @enum {string} */
                        type: "filter";
                        query: {
                            status?: string;
                            profession_group?: string;
                            job?: string;
                            deleted?: boolean;
                            followed?: boolean;
                            qualified?: boolean;
                            filters?: string;
                            q?: string;
                        };
                    };
                    template_id: number;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        checked: number;
                        sendable: number;
                        skipped: {
                            applicant_id: number;
                            name: string | null;
                            /** @enum {string} */
                            state: "skipped" | "failed";
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportApplicantList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    /** @enum {string} */
                    format: "csv" | "xlsx";
                };
            };
        };
        responses: {
            /** @description Die Datei (CSV für deutsches Excel oder xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getApplicantHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        action: string;
                        user: {
                            id: number;
                            name: string;
                        } | null;
                        changes: {
                            field: string;
                            label: string;
                            old: unknown;
                            new: unknown;
                        }[];
                        created_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Was schiefging, auf Deutsch */
                        message: string;
                        /** @description Bei 422: die Meldungen je Feld */
                        errors?: {
                            [key: string]: string[];
                        };
                        duplicates?: unknown[];
                    };
                };
            };
        };
    };
    listRatings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID der Bewerber:in */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: {
                            id: number;
                            ID_User: number | null;
                            ID_Bewerberin: number;
                            applicant_id: number;
                            Text: string;
                            Rating: number;
                            "P\u00FCnktlichkeit": number;
                            "Zuverl\u00E4ssigkeit": number;
                            "Teamf\u00E4higkeit": number;
                            Sympathie: number;
                            Fachkompetenz: number;
                            author: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        averageRating: number | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Text?: string;
                    Rating?: number;
                    "P\u00FCnktlichkeit"?: number;
                    "Zuverl\u00E4ssigkeit"?: number;
                    "Teamf\u00E4higkeit"?: number;
                    Sympathie?: number;
                    Fachkompetenz?: number;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ID_User: number | null;
                        ID_Bewerberin: number;
                        applicant_id: number;
                        Text: string;
                        Rating: number;
                        "P\u00FCnktlichkeit": number;
                        "Zuverl\u00E4ssigkeit": number;
                        "Teamf\u00E4higkeit": number;
                        Sympathie: number;
                        Fachkompetenz: number;
                        author: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createRating: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicant_id: number;
                    /** @default  */
                    Text?: string;
                    Rating: number;
                    /** @default 0 */
                    "P\u00FCnktlichkeit"?: number;
                    /** @default 0 */
                    "Zuverl\u00E4ssigkeit"?: number;
                    /** @default 0 */
                    "Teamf\u00E4higkeit"?: number;
                    /** @default 0 */
                    Sympathie?: number;
                    /** @default 0 */
                    Fachkompetenz?: number;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ID_User: number | null;
                        ID_Bewerberin: number;
                        applicant_id: number;
                        Text: string;
                        Rating: number;
                        "P\u00FCnktlichkeit": number;
                        "Zuverl\u00E4ssigkeit": number;
                        "Teamf\u00E4higkeit": number;
                        Sympathie: number;
                        Fachkompetenz: number;
                        author: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID der Bewerber:in */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                        user_id: number | null;
                        applicant_id: number;
                        author: string | null;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                        user_id: number | null;
                        applicant_id: number;
                        author: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicant_id: number;
                    note: string;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        note: string;
                        user_id: number | null;
                        applicant_id: number;
                        author: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listDocumentCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        applicant_id: number;
                        category_id: number | null;
                        category: string | null;
                        size: number;
                        mime_type: string;
                        uploaded_by: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string|null} */
                        text_state: "pending" | "read" | "empty" | "failed" | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        applicant_id: number;
                        category_id: number | null;
                        category: string | null;
                        size: number;
                        mime_type: string;
                        uploaded_by: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string|null} */
                        text_state: "pending" | "read" | "empty" | "failed" | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    category_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        applicant_id: number;
                        category_id: number | null;
                        category: string | null;
                        size: number;
                        mime_type: string;
                        uploaded_by: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string|null} */
                        text_state: "pending" | "read" | "empty" | "failed" | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID der Bewerber:in */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        applicant_id: number;
                        category_id: number | null;
                        category: string | null;
                        size: number;
                        mime_type: string;
                        uploaded_by: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string|null} */
                        text_state: "pending" | "read" | "empty" | "failed" | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    downloadDocument: {
        parameters: {
            query?: {
                inline?: "0" | "1";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Dateiinhalt, im Content-Type des Dokuments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    suggestFromCv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suggestions: {
                            first_name?: string;
                            last_name?: string;
                            birth_date?: string;
                            email?: string;
                            phone?: string;
                            street?: string;
                            postal_code?: string;
                            city?: string;
                        };
                        truncated: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listMessageActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listMessageChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        name: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMessageChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        name: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        subject: string;
                        message: string;
                        category: string;
                        profession_group: string[];
                        message_action: string[];
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    subject: string;
                    message: string;
                    /** @default  */
                    category?: string;
                    /** @default [] */
                    profession_group?: string[];
                    /** @default [] */
                    message_action?: string[];
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        subject: string;
                        message: string;
                        category: string;
                        profession_group: string[];
                        message_action: string[];
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    filterTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action?: string;
                    profession_group?: string | null;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        subject: string;
                        message: string;
                        category: string;
                        profession_group: string[];
                        message_action: string[];
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    subject: string;
                    message: string;
                    /** @default  */
                    category?: string;
                    /** @default [] */
                    profession_group?: string[];
                    /** @default [] */
                    message_action?: string[];
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        subject: string;
                        message: string;
                        category: string;
                        profession_group: string[];
                        message_action: string[];
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        subject: string;
                        message: string;
                        category: string;
                        profession_group: string[];
                        message_action: string[];
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        profession_group: string;
                        location: string;
                        employment_type: string;
                        start_date: string | null;
                        state: string;
                        published_at: string | null;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    profession_group: string;
                    location: string;
                    /** @enum {string} */
                    employment_type: "vollzeit" | "teilzeit" | "minijob" | "ausbildung" | "praktikum" | "werkstudent";
                    /** @default null */
                    start_date?: string | null;
                    /** @default null */
                    salary_min?: number | null;
                    /** @default null */
                    salary_max?: number | null;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    requirements?: string;
                    /** @default null */
                    contact_user_id?: number | null;
                    /**
                     * @default entwurf
                     * @enum {string}
                     */
                    state?: "entwurf" | "veroeffentlicht" | "geschlossen";
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        profession_group: string;
                        location: string;
                        employment_type: string;
                        start_date: string | null;
                        salary_min: number | null;
                        salary_max: number | null;
                        description: string;
                        requirements: string;
                        description_html: string;
                        requirements_html: string;
                        contact_user_id: number | null;
                        contact_name: string | null;
                        state: string;
                        published_at: string | null;
                        created_at: string;
                        updated_at: string;
                        following: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        profession_group: string;
                        location: string;
                        employment_type: string;
                        start_date: string | null;
                        salary_min: number | null;
                        salary_max: number | null;
                        description: string;
                        requirements: string;
                        description_html: string;
                        requirements_html: string;
                        contact_user_id: number | null;
                        contact_name: string | null;
                        state: string;
                        published_at: string | null;
                        created_at: string;
                        updated_at: string;
                        following: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    profession_group: string;
                    location: string;
                    /** @enum {string} */
                    employment_type: "vollzeit" | "teilzeit" | "minijob" | "ausbildung" | "praktikum" | "werkstudent";
                    /** @default null */
                    start_date?: string | null;
                    /** @default null */
                    salary_min?: number | null;
                    /** @default null */
                    salary_max?: number | null;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    requirements?: string;
                    /** @default null */
                    contact_user_id?: number | null;
                    /**
                     * @default entwurf
                     * @enum {string}
                     */
                    state?: "entwurf" | "veroeffentlicht" | "geschlossen";
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        profession_group: string;
                        location: string;
                        employment_type: string;
                        start_date: string | null;
                        salary_min: number | null;
                        salary_max: number | null;
                        description: string;
                        requirements: string;
                        description_html: string;
                        requirements_html: string;
                        contact_user_id: number | null;
                        contact_name: string | null;
                        state: string;
                        published_at: string | null;
                        created_at: string;
                        updated_at: string;
                        following: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getJobHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        user_name: string | null;
                        created_at: string;
                        changes: {
                            field: string;
                            from: string | null;
                            to: string | null;
                        }[];
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    followJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        profession_group: string;
                        location: string;
                        employment_type: string;
                        start_date: string | null;
                        salary_min: number | null;
                        salary_max: number | null;
                        description: string;
                        requirements: string;
                        description_html: string;
                        requirements_html: string;
                        contact_user_id: number | null;
                        contact_name: string | null;
                        state: string;
                        published_at: string | null;
                        created_at: string;
                        updated_at: string;
                        following: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    unfollowJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        title: string;
                        profession_group: string;
                        location: string;
                        employment_type: string;
                        start_date: string | null;
                        salary_min: number | null;
                        salary_max: number | null;
                        description: string;
                        requirements: string;
                        description_html: string;
                        requirements_html: string;
                        contact_user_id: number | null;
                        contact_name: string | null;
                        state: string;
                        published_at: string | null;
                        created_at: string;
                        updated_at: string;
                        following: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    previewJobText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    markdown?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ID der Bewerber:in */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ID: number;
                        ID_Bewerberin: number;
                        applicant_id: number;
                        Betreff: string;
                        Content: string;
                        Entwurf: 1 | 0;
                        creationDate: string;
                        modDate: string;
                        Versendet: string | null;
                        Zugestellt: string | null;
                        reply_id: number | null;
                        channels: string[];
                        /** @enum {string} */
                        direction: "out" | "in";
                        author: string | null;
                        /** @enum {string} */
                        state: "draft" | "pending" | "delivered" | "received";
                        last_error: string | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject?: string;
                    content?: string;
                    draft?: boolean | 0 | 1;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent: boolean;
                        message: {
                            ID: number;
                            ID_Bewerberin: number;
                            applicant_id: number;
                            Betreff: string;
                            Content: string;
                            Entwurf: 1 | 0;
                            creationDate: string;
                            modDate: string;
                            Versendet: string | null;
                            Zugestellt: string | null;
                            reply_id: number | null;
                            channels: string[];
                            /** @enum {string} */
                            direction: "out" | "in";
                            author: string | null;
                            /** @enum {string} */
                            state: "draft" | "pending" | "delivered" | "received";
                            last_error: string | null;
                        };
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicant_id: number;
                    /** @default  */
                    subject?: string;
                    content: string;
                    /**
                     * @default [
                     *       "email"
                     *     ]
                     */
                    channels?: "email"[];
                    draft?: boolean | 0 | 1;
                    reply_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent: boolean;
                        message: {
                            ID: number;
                            ID_Bewerberin: number;
                            applicant_id: number;
                            Betreff: string;
                            Content: string;
                            Entwurf: 1 | 0;
                            creationDate: string;
                            modDate: string;
                            Versendet: string | null;
                            Zugestellt: string | null;
                            reply_id: number | null;
                            channels: string[];
                            /** @enum {string} */
                            direction: "out" | "in";
                            author: string | null;
                            /** @enum {string} */
                            state: "draft" | "pending" | "delivered" | "received";
                            last_error: string | null;
                        };
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listMailFilterRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        field: "sender" | "domain" | "subject" | "auto_reply";
                        value: string;
                        /** @enum {string} */
                        action: "ignore" | "import" | "apply";
                        position: number;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createMailFilterRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    field: "sender" | "domain" | "subject" | "auto_reply";
                    /** @default  */
                    value?: string;
                    /** @enum {string} */
                    action: "ignore" | "import" | "apply";
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        field: "sender" | "domain" | "subject" | "auto_reply";
                        value: string;
                        /** @enum {string} */
                        action: "ignore" | "import" | "apply";
                        position: number;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateMailFilterRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    field: "sender" | "domain" | "subject" | "auto_reply";
                    /** @default  */
                    value?: string;
                    /** @enum {string} */
                    action: "ignore" | "import" | "apply";
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        field: "sender" | "domain" | "subject" | "auto_reply";
                        value: string;
                        /** @enum {string} */
                        action: "ignore" | "import" | "apply";
                        position: number;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteMailFilterRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        field: "sender" | "domain" | "subject" | "auto_reply";
                        value: string;
                        /** @enum {string} */
                        action: "ignore" | "import" | "apply";
                        position: number;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listRecentInboundMails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        from_address: string;
                        from_name: string;
                        subject: string;
                        auto_reply: boolean;
                        attachments: number;
                        internal_sender: boolean;
                        spam: boolean;
                        received_at: string;
                        /** @enum {string} */
                        outcome: "imported" | "applied" | "filtered" | "unmatched";
                        applicant_id: number | null;
                        applicant_name: string | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        room: string;
                        notes: string;
                        active: boolean;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    address?: string;
                    /** @default  */
                    room?: string;
                    /** @default  */
                    notes?: string;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        room: string;
                        notes: string;
                        active: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    address?: string;
                    /** @default  */
                    room?: string;
                    /** @default  */
                    notes?: string;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        address: string;
                        room: string;
                        notes: string;
                        active: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listTimeslots: {
        parameters: {
            query: {
                from: string;
                to: string;
                location_id?: number;
                interviewer_id?: number;
                free?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        starts_at: string;
                        ends_at: string;
                        location_id: number;
                        location_name: string;
                        interviewer_ids: number[];
                        interviewers: {
                            id: number;
                            name: string;
                        }[];
                        capacity: number;
                        notes: string;
                        bookings: {
                            id: number;
                            applicant_id: number;
                            applicant_name: string;
                        }[];
                        booked: number;
                        free: number;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createTimeslots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    starts_at?: string;
                    /** Format: date-time */
                    ends_at?: string;
                    series?: {
                        weekdays: number[];
                        /** Format: date */
                        from_date: string;
                        /** Format: date */
                        to_date: string;
                        start_time: string;
                        end_time: string;
                        slot_minutes: number;
                    };
                    location_id: number;
                    interviewer_ids: number[];
                    /** @default 1 */
                    capacity?: number;
                    /** @default  */
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        starts_at: string;
                        ends_at: string;
                        location_id: number;
                        location_name: string;
                        interviewer_ids: number[];
                        interviewers: {
                            id: number;
                            name: string;
                        }[];
                        capacity: number;
                        notes: string;
                        bookings: {
                            id: number;
                            applicant_id: number;
                            applicant_name: string;
                        }[];
                        booked: number;
                        free: number;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTimeslot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        starts_at: string;
                        ends_at: string;
                        location_id: number;
                        location_name: string;
                        interviewer_ids: number[];
                        interviewers: {
                            id: number;
                            name: string;
                        }[];
                        capacity: number;
                        notes: string;
                        bookings: {
                            id: number;
                            applicant_id: number;
                            applicant_name: string;
                        }[];
                        booked: number;
                        free: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateTimeslot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    starts_at?: string;
                    /** Format: date-time */
                    ends_at?: string;
                    location_id?: number;
                    interviewer_ids?: number[];
                    capacity?: number;
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        starts_at: string;
                        ends_at: string;
                        location_id: number;
                        location_name: string;
                        interviewer_ids: number[];
                        interviewers: {
                            id: number;
                            name: string;
                        }[];
                        capacity: number;
                        notes: string;
                        bookings: {
                            id: number;
                            applicant_id: number;
                            applicant_name: string;
                        }[];
                        booked: number;
                        free: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteTimeslot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    bookTimeslot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    applicant_id: number;
                    /** @default false */
                    send_invitation?: boolean;
                    template_id?: number;
                    subject?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: number;
                            timeslot_id: number;
                            applicant_id: number;
                            applicant_name: string;
                            /** @enum {string} */
                            status: "active" | "cancelled";
                            starts_at: string;
                            ends_at: string;
                            location: {
                                id: number;
                                name: string;
                                address: string;
                                room: string;
                            };
                            interviewers: {
                                id: number;
                                name: string;
                            }[];
                            termin: string;
                            ort: string;
                            sequence: number;
                            booked_by: string | null;
                            created_at: string;
                            cancelled_at: string | null;
                        };
                        message_id: number | null;
                        sent: boolean | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    notify?: boolean;
                    message?: string;
                    subject?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: number;
                            timeslot_id: number;
                            applicant_id: number;
                            applicant_name: string;
                            /** @enum {string} */
                            status: "active" | "cancelled";
                            starts_at: string;
                            ends_at: string;
                            location: {
                                id: number;
                                name: string;
                                address: string;
                                room: string;
                            };
                            interviewers: {
                                id: number;
                                name: string;
                            }[];
                            termin: string;
                            ort: string;
                            sequence: number;
                            booked_by: string | null;
                            created_at: string;
                            cancelled_at: string | null;
                        };
                        message_id: number | null;
                        sent: boolean | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    moveBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeslot_id: number;
                    /** @default false */
                    notify?: boolean;
                    message?: string;
                    subject?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: number;
                            timeslot_id: number;
                            applicant_id: number;
                            applicant_name: string;
                            /** @enum {string} */
                            status: "active" | "cancelled";
                            starts_at: string;
                            ends_at: string;
                            location: {
                                id: number;
                                name: string;
                                address: string;
                                room: string;
                            };
                            interviewers: {
                                id: number;
                                name: string;
                            }[];
                            termin: string;
                            ort: string;
                            sequence: number;
                            booked_by: string | null;
                            created_at: string;
                            cancelled_at: string | null;
                        };
                        message_id: number | null;
                        sent: boolean | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listApplicantBookings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        timeslot_id: number;
                        applicant_id: number;
                        applicant_name: string;
                        /** @enum {string} */
                        status: "active" | "cancelled";
                        starts_at: string;
                        ends_at: string;
                        location: {
                            id: number;
                            name: string;
                            address: string;
                            room: string;
                        };
                        interviewers: {
                            id: number;
                            name: string;
                        }[];
                        termin: string;
                        ort: string;
                        sequence: number;
                        booked_by: string | null;
                        created_at: string;
                        cancelled_at: string | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: string;
                        label: string;
                        text: string;
                        applicant_id: number | null;
                        applicant_name: string | null;
                        actor: string | null;
                        created_at: string;
                        read_at: string | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    shareApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_ids: number[];
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shared_with: string[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        new_applicant: {
                            in_app: boolean;
                            email: boolean;
                        };
                        job_application: {
                            in_app: boolean;
                            email: boolean;
                        };
                        status_changed: {
                            in_app: boolean;
                            email: boolean;
                        };
                        note_added: {
                            in_app: boolean;
                            email: boolean;
                        };
                        mentioned: {
                            in_app: boolean;
                            email: boolean;
                        };
                        rating_added: {
                            in_app: boolean;
                            email: boolean;
                        };
                        document_uploaded: {
                            in_app: boolean;
                            email: boolean;
                        };
                        reply_received: {
                            in_app: boolean;
                            email: boolean;
                        };
                        shared: {
                            in_app: boolean;
                            email: boolean;
                        };
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_applicant?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    job_application?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    status_changed?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    note_added?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    mentioned?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    rating_added?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    document_uploaded?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    reply_received?: {
                        in_app: boolean;
                        email: boolean;
                    };
                    shared?: {
                        in_app: boolean;
                        email: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        new_applicant: {
                            in_app: boolean;
                            email: boolean;
                        };
                        job_application: {
                            in_app: boolean;
                            email: boolean;
                        };
                        status_changed: {
                            in_app: boolean;
                            email: boolean;
                        };
                        note_added: {
                            in_app: boolean;
                            email: boolean;
                        };
                        mentioned: {
                            in_app: boolean;
                            email: boolean;
                        };
                        rating_added: {
                            in_app: boolean;
                            email: boolean;
                        };
                        document_uploaded: {
                            in_app: boolean;
                            email: boolean;
                        };
                        reply_received: {
                            in_app: boolean;
                            email: boolean;
                        };
                        shared: {
                            in_app: boolean;
                            email: boolean;
                        };
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStatistics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                profession_group?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                            profession_group: string | null;
                        };
                        totals: {
                            applications: number;
                            hires: number;
                            rejections: number;
                            median_days_to_hire: number | null;
                        };
                        by_status: {
                            key: string;
                            label: string;
                            count: number;
                            color: string;
                        }[];
                        new_per_week: {
                            key: string;
                            label: string;
                            count: number;
                            start: string;
                        }[];
                        funnel: {
                            key: string;
                            label: string;
                            count: number;
                            color: string;
                            share: number | null;
                        }[];
                        hires_per_month: {
                            key: string;
                            label: string;
                            hires: number;
                            rejections: number;
                        }[];
                        ratings: {
                            key: string;
                            label: string;
                            average: number | null;
                            count: number;
                        }[];
                        by_source: {
                            key: string;
                            label: string;
                            count: number;
                        }[];
                        by_profession_group: {
                            key: string;
                            label: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getIntakeStatistics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                profession_group?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        period: {
                            from: string;
                            to: string;
                            profession_group: string | null;
                        };
                        by_job: {
                            key: string;
                            label: string;
                            applications: number;
                            interviews: number;
                            interview_share: number | null;
                            hires: number;
                            hire_share: number | null;
                            median_days_to_hire: number | null;
                        }[];
                        by_channel: {
                            key: string;
                            label: string;
                            applications: number;
                            interviews: number;
                            interview_share: number | null;
                            hires: number;
                            hire_share: number | null;
                            median_days_to_hire: number | null;
                        }[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPipelineBoard: {
        parameters: {
            query?: {
                stelle?: string;
                berufsgruppe?: string;
                per_column?: number;
                lastModified?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columns: {
                            cards: {
                                id: number;
                                first_name: string;
                                last_name: string;
                                status: string;
                                job: string | null;
                                job_title: string | null;
                                profession_group: string | null;
                                average_rating: number | null;
                                status_since: string;
                                followers: string[];
                            }[];
                            next: string | null;
                            status: string;
                            label: string;
                            color: string;
                            total: number;
                        }[];
                        lastModified: string;
                        can_move: boolean;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPipelineColumn: {
        parameters: {
            query: {
                status: string;
                stelle?: string;
                berufsgruppe?: string;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            status: string;
                            job: string | null;
                            job_title: string | null;
                            profession_group: string | null;
                            average_rating: number | null;
                            status_since: string;
                            followers: string[];
                        }[];
                        next: string | null;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    exportApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alle Daten der Bewerber:in als ZIP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    eraseApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRetentionPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        /** @enum {string} */
                        action: "anonymise" | "delete";
                        months: number;
                        due: {
                            id: number;
                            name: string;
                            status: string;
                            since: string;
                        }[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            action: string;
                            label: string;
                            user: string | null;
                            target: string | null;
                            ip: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                            created_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Vorübergehend nicht erreichbar */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    checkRoute: {
        parameters: {
            query: {
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowed: boolean;
                        redirect?: string;
                    };
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSidebarItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        label: string;
                        path: string;
                        count: number | null;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCounter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: number;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUiState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sidebarItems: {
                            original: {
                                slug: string;
                                label: string;
                                path: string;
                                count: number | null;
                            }[];
                        };
                        counter: {
                            original: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        list: {
                            /** @enum {string} */
                            kind: "all";
                        } | {
                            /** @enum {string} */
                            kind: "followed";
                        } | {
                            /** @enum {string} */
                            kind: "qualified";
                        } | {
                            /** @enum {string} */
                            kind: "deleted";
                        } | {
                            /** @enum {string} */
                            kind: "status";
                            filter: string;
                        } | {
                            /** @enum {string} */
                            kind: "group";
                            filter: string;
                        };
                        state: {
                            sort: {
                                /** @enum {string} */
                                field: "last_name" | "status" | "profession_group" | "city" | "email" | "average_rating" | "available_from" | "created_at" | "updated_at" | "deleted_at";
                                /** @enum {string} */
                                order: "asc" | "desc";
                            };
                            /** @enum {number} */
                            rows: 25 | 50 | 100 | 200;
                            filters: {
                                [key: string]: {
                                    /** @enum {string} */
                                    operator: "and" | "or";
                                    rules: {
                                        matchMode: string;
                                        value: string;
                                    }[];
                                };
                            };
                            term: string;
                            columns: ("job" | "channel" | "email" | "phone" | "available_from")[];
                        };
                        shared: boolean;
                        own: boolean;
                        owner: {
                            id: number;
                            name: string;
                        };
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    createSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    list: {
                        /** @enum {string} */
                        kind: "all";
                    } | {
                        /** @enum {string} */
                        kind: "followed";
                    } | {
                        /** @enum {string} */
                        kind: "qualified";
                    } | {
                        /** @enum {string} */
                        kind: "deleted";
                    } | {
                        /** @enum {string} */
                        kind: "status";
                        filter: string;
                    } | {
                        /** @enum {string} */
                        kind: "group";
                        filter: string;
                    };
                    state: {
                        sort: {
                            /** @enum {string} */
                            field: "last_name" | "status" | "profession_group" | "city" | "email" | "average_rating" | "available_from" | "created_at" | "updated_at" | "deleted_at";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        /** @enum {number} */
                        rows: 25 | 50 | 100 | 200;
                        filters: {
                            [key: string]: {
                                /** @enum {string} */
                                operator: "and" | "or";
                                rules: {
                                    matchMode: string;
                                    value: string;
                                }[];
                            };
                        };
                        term: string;
                        columns: ("job" | "channel" | "email" | "phone" | "available_from")[];
                    };
                    /** @default false */
                    shared?: boolean;
                };
            };
        };
        responses: {
            /** @description Angelegt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        list: {
                            /** @enum {string} */
                            kind: "all";
                        } | {
                            /** @enum {string} */
                            kind: "followed";
                        } | {
                            /** @enum {string} */
                            kind: "qualified";
                        } | {
                            /** @enum {string} */
                            kind: "deleted";
                        } | {
                            /** @enum {string} */
                            kind: "status";
                            filter: string;
                        } | {
                            /** @enum {string} */
                            kind: "group";
                            filter: string;
                        };
                        state: {
                            sort: {
                                /** @enum {string} */
                                field: "last_name" | "status" | "profession_group" | "city" | "email" | "average_rating" | "available_from" | "created_at" | "updated_at" | "deleted_at";
                                /** @enum {string} */
                                order: "asc" | "desc";
                            };
                            /** @enum {number} */
                            rows: 25 | 50 | 100 | 200;
                            filters: {
                                [key: string]: {
                                    /** @enum {string} */
                                    operator: "and" | "or";
                                    rules: {
                                        matchMode: string;
                                        value: string;
                                    }[];
                                };
                            };
                            term: string;
                            columns: ("job" | "channel" | "email" | "phone" | "available_from")[];
                        };
                        shared: boolean;
                        own: boolean;
                        owner: {
                            id: number;
                            name: string;
                        };
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erledigt, ohne Inhalt */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    state?: {
                        sort: {
                            /** @enum {string} */
                            field: "last_name" | "status" | "profession_group" | "city" | "email" | "average_rating" | "available_from" | "created_at" | "updated_at" | "deleted_at";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        /** @enum {number} */
                        rows: 25 | 50 | 100 | 200;
                        filters: {
                            [key: string]: {
                                /** @enum {string} */
                                operator: "and" | "or";
                                rules: {
                                    matchMode: string;
                                    value: string;
                                }[];
                            };
                        };
                        term: string;
                        columns: ("job" | "channel" | "email" | "phone" | "available_from")[];
                    };
                    shared?: boolean;
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        list: {
                            /** @enum {string} */
                            kind: "all";
                        } | {
                            /** @enum {string} */
                            kind: "followed";
                        } | {
                            /** @enum {string} */
                            kind: "qualified";
                        } | {
                            /** @enum {string} */
                            kind: "deleted";
                        } | {
                            /** @enum {string} */
                            kind: "status";
                            filter: string;
                        } | {
                            /** @enum {string} */
                            kind: "group";
                            filter: string;
                        };
                        state: {
                            sort: {
                                /** @enum {string} */
                                field: "last_name" | "status" | "profession_group" | "city" | "email" | "average_rating" | "available_from" | "created_at" | "updated_at" | "deleted_at";
                                /** @enum {string} */
                                order: "asc" | "desc";
                            };
                            /** @enum {number} */
                            rows: 25 | 50 | 100 | 200;
                            filters: {
                                [key: string]: {
                                    /** @enum {string} */
                                    operator: "and" | "or";
                                    rules: {
                                        matchMode: string;
                                        value: string;
                                    }[];
                                };
                            };
                            term: string;
                            columns: ("job" | "channel" | "email" | "phone" | "available_from")[];
                        };
                        shared: boolean;
                        own: boolean;
                        owner: {
                            id: number;
                            name: string;
                        };
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersJobs: {
        parameters: {
            query?: {
                /** @description 1: im Rahmen der Firmenseite */
                embed?: string | string[];
                /** @description Berufsgruppe (Kürzel) */
                gruppe?: string | string[];
                /** @description Ort */
                ort?: string | string[];
                /** @description Anstellungsart */
                art?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Seite mit den Stellen, gefiltert nach Berufsgruppe, Ort und Anstellungsart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersPrivacy: {
        parameters: {
            query?: {
                /** @description 1: im Rahmen der Firmenseite */
                embed?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Seite */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersAtomFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    robotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersJsonFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Der Feed (JSON Feed 1.1) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersJob: {
        parameters: {
            query?: {
                /** @description 1: im Rahmen der Firmenseite */
                embed?: string | string[];
            };
            header?: never;
            path: {
                /** @description Die Adresse der Stelle */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Seite mit JSON-LD (schema.org JobPosting) und dem Formular */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Die Stelle gibt es nicht oder sie ist nicht ausgeschrieben. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    careersThanks: {
        parameters: {
            query?: {
                /** @description 1: im Rahmen der Firmenseite */
                embed?: string | string[];
            };
            header?: never;
            path: {
                /** @description Die Adresse der Stelle */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Die Seite */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    applyForJob: {
        parameters: {
            query?: {
                /** @description 1: im Rahmen der Firmenseite */
                embed?: string | string[];
            };
            header?: never;
            path: {
                /** @description Die Adresse der Stelle */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Angenommen (JSON): wohin die Seite weitergeht */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: string;
                    };
                };
            };
            /** @description Antwort */
            303: {
                headers: {
                    /** @description Das Ziel */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die Datei ist zu groß */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Zu viele Versuche; der Header Retry-After nennt die Sekunden */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCareersSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        intro: string;
                        privacy_text: string;
                        asked_fields: ("phone" | "available_from" | "desired_salary" | "message")[];
                        embed_origins: string[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    updateCareersSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    intro: string;
                    privacy_text: string;
                    asked_fields: ("phone" | "available_from" | "desired_salary" | "message")[];
                    embed_origins: string[];
                };
            };
        };
        responses: {
            /** @description Erfolg */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        intro: string;
                        privacy_text: string;
                        asked_fields: ("phone" | "available_from" | "desired_salary" | "message")[];
                        embed_origins: string[];
                    };
                };
            };
            /** @description Nicht angemeldet */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Keine Berechtigung */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nicht gefunden */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Die E-Mail-Adresse ist noch nicht bestätigt */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sitzung abgelaufen oder CSRF-Token fehlt */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ungültige Eingabe; `errors` nennt die Felder */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
