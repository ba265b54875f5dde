"""Genres: discharge summary, mental health intake (author 238)."""
import clin as C
import common as K
import phi as H
import pools_places as PP

ADMISSIONS = [
    ("Plasmodium falciparum malaria, %.1f%% parasitaemia", "IV artesunate x3 doses then artemether-lumefantrine; G6PD checked"),
    ("Smear-positive pulmonary TB (fully sensitive)", "RIPE started, airborne isolation until 3 negative smears; notified"),
    ("Diabetic ketoacidosis, new type 1 diabetes", "FRIII protocol, insulin education via interpreter, glucometer issued"),
    ("Enteric fever (S. Typhi), blood cultures positive", "ceftriaxone 2 g daily then azithromycin PO"),
    ("Hyperemesis gravidarum", "IV fluids, thiamine, antiemetics; ketones cleared"),
    ("Community-acquired pneumonia", "co-amoxiclav + clarithromycin, oxygen weaned day 2"),
    ("Sickle cell crisis", "analgesia per protocol, IV fluids, incentive spirometry"),
    ("Refeeding risk / severe malnutrition", "dietitian-led refeeding, phosphate replacement"),
    ("Overdose of paracetamol (intentional)", "NAC 21-hour regimen; psychiatry liaison review"),
    ("Complete heart block secondary to rheumatic heart disease", "dual-chamber pacemaker inserted"),
    ("Neurocysticercosis with seizure", "albendazole + dexamethasone, levetiracetam"),
    ("Hepatitis B flare", "tenofovir started; hepatology follow-up"),
]


def discharge(c, d):
    r = c.rng
    adm = H.add_days(c.date, -r.randint(2, 21))
    dx, course = r.choice([a for a in ADMISSIONS if c.sex == "F" or "gravidarum" not in a[0]])
    if "%" in dx:
        dx = dx % r.uniform(0.5, 9.0)
    d.t(r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "DISCHARGE LETTER TO GP", "Transfer of care summary"]) + "\n")
    d.f("{H}", H=(c.ward_hosp, "HOSPITAL"))
    if r.random() < 0.7:
        d.f(" | {W}", W=(r.choice(PP.WARDS), "HOSPITAL"))
    d.t("\n\n")
    d.f("Patient: {P}\nDOB: {B}   ", P=c.P(r.choice(["upper_lastfirst", "full", "lastfirst"])), B=c.D(c.dob, "num"))
    d.f("{L}: {M}", L=r.choice(["MRN", "Hosp No", "URN"]), M=(c.mrn, "MRN"))
    if r.random() < 0.6:
        d.f("   Encounter: {A}", A=(H.account(r), "ACCOUNT"))
    d.t("\n")
    d.f("Admitted: {A}   Discharged: {D}\n", A=c.D(adm, r.choice(["num", "abbr", "iso"])), D=c.D(c.date, r.choice(["num", "abbr", "iso"])))
    d.f("Consultant: {C}\n", C=[r.choice(["Dr ", "Dr. ", "Prof. "]), (c.clin["full"], "DOCTOR")])
    jr = c.world.staff()
    d.f("Completed by: {J}, %s" % r.choice(["FY2", "PGY-1", "resident", "registrar", "HMO"]), J=(H.staff_sig(r, jr), "DOCTOR"))
    if r.random() < 0.6:
        d.f(" (%s {B})" % ("bleep" if c.country == "UK" else "pager"), B=(H.pager(r, c.country), "PHONE"))
    d.t("\nGP: ")
    d.put(c.dr(c.gp, cred=False))
    d.f(", {H}\n", H=(c.practice, "HOSPITAL"))
    d.put(c.interp_phrase())
    d.t("\n\nDIAGNOSIS\n  " + dx + "\n")
    d.t("  Secondary: " + ", ".join(p for p, _ in c.probs(r.randint(1, 3))) + "\n")
    d.t("\nPRESENTATION\n")
    d.put(c.pt_ref())
    d.t(", ")
    d.put(c.age_p(adj=False))
    d.f(", arrived from {K} ", K=(c.home_country, "COUNTRY"))
    d.put(r.choice([["%d weeks ago" % r.randint(1, 16)], ["on ", c.D(c.arrival, r.choice(["num", "abbr"]))], ["in ", c.D(c.arrival, "my")]]))
    d.t(", presented to ED with %s. " % r.choice(["fever and rigors", "productive cough and weight loss", "vomiting and abdominal pain",
                                                  "collapse", "seizure", "breathlessness"]))
    k = c.kin()
    if k and r.random() < 0.6:
        d.f("Brought in by %s {N}. " % k["rel"], N=(H.nm(r, k["p"], r.choice(["given", "full"])), "FAMILY"))
    d.t("\n\nCOURSE\n" + course + ". ")
    if r.random() < 0.5:
        d.f("Isolated in side room {RM} ", RM=(r.choice(["4", "12", "B3", "7A", "2", "15", "21B"]), "LOCATION_OTHER"))
        d.f("(bed {BD}) on {W}. ", BD=(str(r.randint(1, 32)), "LOCATION_OTHER"), W=(r.choice(PP.WARDS), "HOSPITAL"))
    d.t("Key results: " + "; ".join(C.labs(r, r.randint(3, 6))) + ". ")
    d.f("Micro accession {A}. ", A=(H.case_no(r, "accession"), "IDNUM"))
    K.hard_negs(c, d, r.randint(1, 2))
    d.t(". " + r.choice(C.ABBREV_NEG) + "\n")
    if "pacemaker" in course:
        d.f("Device: Medtronic Azure XT DR MRI SureScan, serial {S}; leads {L1}/{L2}. Device card given.\n",
            S=(H.device_sn(r), "DEVICE"), L1=(H.device_sn(r), "DEVICE"), L2=(H.device_sn(r), "DEVICE"))
    if "glucometer" in course:
        d.f("Glucometer serial {S}.\n", S=(H.device_sn(r), "DEVICE"))
    d.t("\nDISCHARGE MEDICATIONS\n")
    K.meds_block(c, d, n=r.randint(2, 6))
    d.t("\nFOLLOW-UP\n")
    d.f("- %s clinic {D}\n" % r.choice(["ID", "TB", "Diabetes", "Cardiology", "Haematology", "Neurology"] +
                                        (["Antenatal"] if c.sex == "F" and c.age < 45 else [])),
        D=c.D(H.add_days(c.date, r.randint(7, 42)), r.choice(["num", "wkday", "long"])))
    d.t("- GP to: " + r.choice(["repeat LFTs in 2 weeks", "check FBC in 1 week", "continue refugee health assessment", "review BP"]) + "\n")
    if r.random() < 0.4:
        d.f("- Transport home: hospital car, reg {V}; escort %s\n" % r.choice(["case worker", "son", "volunteer"]),
            V=(H.vehicle(r, c.country), "VEHICLE"))
    if r.random() < 0.35:
        d.f("- Case worker {W} ({O}) informed {T}\n", W=(H.nm(r, c.caseworker, r.choice(["full", "short"])), "DOCTOR"),
            O=(c.agency, "ORGANIZATION"), T=H.time_str(r))
    d.t("Discharge explained via interpreter; written summary in English, %s translation requested.\n" % c.lang)
    c.footer(d)


def mh_intake(c, d):
    r = c.rng
    d.t(r.choice(["MENTAL HEALTH INTAKE ASSESSMENT", "Psychological assessment - refugee trauma service", "Initial MH assessment (interpreter-mediated)",
                  "PSYCHIATRY NEW PATIENT"]) + "\n")
    d.f("Service: {H}\n", H=(c.hosp, "HOSPITAL") if r.random() < 0.6 else (c.agency, "ORGANIZATION"))
    d.f("Date: {D}   Clinician: {C}\n", D=c.D(c.date), C=c.dr())
    d.f("Client: {P}   DOB {B}   ID {M}\n", P=c.P(), B=c.D(c.dob), M=(c.mrn, "MRN"))
    d.put(c.interp_phrase())
    d.t(" - %s\n" % r.choice(["gender-matched as requested", "same interpreter as previous sessions", "interpreter briefed on content beforehand",
                              "pt declined interpreter from own community"]))
    d.f("Referred by {G} on {D} for %s.\n\n" % r.choice(["nightmares and flashbacks", "low mood since arrival", "RHS-15 positive screen",
                                                        "self-harm", "aggression at home", "insomnia and pain"]),
        G=c.dr(c.gp, cred=False), D=c.D(H.add_days(c.date, -r.randint(10, 120)), r.choice(["num", "short", "abbr"])))
    d.t("PRESENTING PROBLEMS\n")
    d.put(c.pt_ref())
    lo = r.randint(2, 4)
    d.t(" describes %s. Sleep %d-%d h, %s. Appetite %s.\n" % (
        r.choice(["intrusive images of the detention", "constant worry about family still overseas", "feeling 'dead inside'",
                  "anger and irritability", "hearing the voice of a dead brother at night"]),
        lo, lo + r.randint(1, 3), r.choice(["early waking", "nightmares most nights", "fear of the dark"]),
        r.choice(["poor", "reduced", "normal"])))
    d.t("\nTRAUMA AND MIGRATION HISTORY (brief, not explored in detail)\n")
    K.journey(c, d)
    d.t(" ")
    k = c.lost_relative()
    if k:
        d.f("%s %s {N} %s" % ("Her" if c.sex == "F" else "His", k["rel"], r.choice(["missing since", "killed in", "separated at the border in",
                                                                                  "still in the camp since"])),
            N=(H.nm(r, k["p"], r.choice(["given", "full"])), "FAMILY"))
        d.f(" {Y}.", Y=c.D(H.add_days(c.left_home, -r.randint(0, 400)), r.choice(["year", "my"])))
    if r.random() < 0.5:
        dets = {"UK": PP.DETENTION[:1] + ["Ashford House IRC"], "AU": PP.DETENTION[4:] + ["Harbour Road APOD"],
                "US": PP.DETENTION[2:4], "CA": ["Riviere Holding Centre", PP.DETENTION[1]]}[c.country]
        d.f(" Held for %d months at {DC} after arrival." % r.randint(1, 14), DC=(r.choice(dets), "LOCATION_OTHER"))
    d.t("\n\nSOCIAL\n")
    K.social(c, d)
    d.t("\n\nRISK\n")
    rk = r.randrange(4)
    if rk == 0:
        d.f("Previous OD ({Y}); current risk moderate, safety plan completed.\n", Y=(str(r.randint(c.left_home.year, c.date.year)), "DATE"))
    else:
        d.t(r.choice(["Passive SI, no plan or intent; protective factors: children, faith.", "Denies SI/SH. No harm to others.",
                      "Thoughts of returning home to die; no plan."]) + "\n")
    d.f("Crisis line given: {T}\n", T=(H.tollfree(r, c.country), "PHONE") if r.random() < 0.5 else c.phone())
    d.t("\nMSE: " + r.choice(["Kempt, poor eye contact, psychomotor slowing. Mood 'heavy', affect restricted.",
                             "Tearful, good rapport via interpreter. No psychotic features. Insight good.",
                             "Hypervigilant, startles to noise. Thought form normal. Cognition grossly intact."]) + "\n")
    d.t("Measures: %s; %s; %s\n" % (C.SCORES[2](r), C.SCORES[0](r), C.SCORES[1](r)))
    d.t("Other: ")
    K.hard_negs(c, d, 2, kinds=(1, 2, 3))
    d.t("\n\nFORMULATION / PLAN\n")
    d.t(r.choice(["PTSD (F43.10) with depressive episode.", "Complex PTSD; prolonged grief.", "Adjustment disorder with anxiety.",
                  "Moderate depression; rule out TBI (blast exposure)."]) + " ")
    d.t(r.choice(["Stabilisation and psychoeducation first; NET/TF-CBT later.", "Sertraline 50 mg started, review 2/52.",
                  "Prazosin for nightmares, titrate.", "Group programme in own language offered."]) + " ")
    if r.random() < 0.6:
        th = c.world.staff()
        d.f("Therapy with {T} at {O} from {D}.", T=(H.nm(r, th, r.choice(["full", "short", "init_last"])), "DOCTOR"),
            O=(c.agency, "ORGANIZATION") if r.random() < 0.4 else (c.hosp2, "HOSPITAL"),
            D=c.D(H.add_days(c.date, r.randint(7, 60)), r.choice(["short", "long", "wkday", "num"])))
    if r.random() < 0.35:
        purpose = {"US": ["asylum hearing", "housing", "USCIS filing"], "UK": ["asylum appeal", "housing", "Home Office"],
                   "CA": ["IRB hearing", "housing", "H&C application"], "AU": ["AAT review", "housing", "protection visa"]}[c.country]
        lawyer = {"US": "attorney", "UK": "solicitor", "CA": "counsel", "AU": "migration agent"}[c.country]
        d.f("\nLetter for %s sent to %s {S}." % (r.choice(purpose), lawyer), S=(c.world.other()["full"], "FAMILY"))
    c.footer(d)


GENRES = {"discharge_summary": discharge, "mental_health_intake": mh_intake}
