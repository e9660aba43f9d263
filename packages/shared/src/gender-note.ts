/**
 * „(m/w/d)“, „w/m/d“, „(m|w|x)“: the gender note of a German job title. It names no skill: the
 * mail intake leaves it out when it compares a subject with the jobs, the search when it reads a
 * term pasted from a job ad („Lagerist (m/w/d)“).
 */
export const GENDER_NOTE = /\(?\b[mwdxi]\s*[/|,]\s*[mwdxi](\s*[/|,]\s*[mwdxi]){0,2}\b\)?/gi
