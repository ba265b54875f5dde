"""Genres: new-arrival assessment, interpreter clinic note, immigration medical exam, TB screening (author 238)."""
import datetime as dt

import clin as C
import common as K
import phi as H
import pools_places as PP


def new_arrival(c, d):
    r = c.rng
    title = {"US": ["REFUGEE DOMESTIC HEALTH ASSESSMENT", "Domestic Refugee Medical Screening - Initial Visit",
                    "New Arrival Refugee Exam"],
             "UK": ["New Patient Health Assessment - Asylum Seeker", "INITIAL HEALTH ASSESSMENT (NEW ENTRANT)",
                    "Asylum Seeker Health Check"],
             "CA": ["Newcomer Initial Health Assessment", "REFUGEE HEALTH INTAKE", "New Arrival Assessment (GAR)"],
             "AU": ["Refugee Health Assessment", "REFUGEE HEALTH ASSESSMENT - ONE-OFF (MBS 701-707)", "New Arrival Health Check"]}
    d.t(r.choice(title[c.country]) + "\n")
    if r.random() < 0.5:
        d.f("{H}\n", H=(c.hosp, "HOSPITAL"))
    d.f("Visit date: {V}\n", V=c.D(c.date))
    c.header_ids(d)
    K.arrival_ids(c, d)
    d.f("Country of origin: {O}", O=(c.home_country, "COUNTRY"))
    if r.random() < 0.7:
        d.f("   Country of asylum/transit: {T}", T=(c.transit, "COUNTRY"))
    d.f("\nDate of arrival: {A}\n", A=c.D(c.arrival, r.choice(["num", "iso", "long", "abbr"])))
    if c.country != "UK":
        d.f("Resettlement agency: {O}; case worker {W} {P}\n", O=(c.agency, "ORGANIZATION"),
            W=(H.nm(r, c.caseworker, r.choice(["full", "short", "init_last"])), "DOCTOR"), P=c.phone())
    else:
        d.f("Accommodation: {L}, room {RM}, {CT}\n", L=(r.choice(PP.LODGINGS), "LOCATION_OTHER"),
            RM=(str(r.randint(1, 320)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"), CT=(c.place.city, "CITY"))
    d.t("Language: %s. " % c.lang)
    d.put(c.interp_phrase())
    d.t("\n\n")
    if r.random() < 0.6:
        forms = {"US": "DS-3025 and DS-3030", "UK": "IOM pre-departure health summary", "CA": "IMM 1017 summary",
                 "AU": "HAP/IOM departure health check"}[c.country]
        d.t("Overseas documents: %s reviewed. %s\n\n" % (forms, r.choice(["TB Class B1 - pulmonary, see below.", "No TB classification.",
                                                                          "Class B2 LTBI noted overseas.", "PDMS done 72h pre-departure.",
                                                                          "Albendazole and praziquantel given pre-departure."])))
    d.t(r.choice(["HISTORY\n", "Hx:\n", "Background\n"]))
    d.put(c.pt_ref())
    d.t(" is a" + ("n " if str(c.age).startswith("8") or c.age in (11, 18) else " "))
    ap = c.age_p()
    d.put(ap)
    if not (isinstance(ap[-1], str) and ap[-1].rstrip().endswith(c.sex)):
        noun = (["girl", "boy"] if c.child else ["woman", "man"])[0 if c.sex == "F" else 1]
        d.t(" " + noun)
    d.t(". ")
    K.journey(c, d)
    d.t(" " + r.choice(["Currently well.", "Main concerns: %s." % r.choice(["headaches and poor sleep", "epigastric pain",
                                                                               "knee pain since a fall in transit", "itch",
                                                                               "poor appetite", "worry about family left behind"]),
                        "No acute complaints today."]) + "\n\n")
    d.t("PMH: " + "; ".join(p for p, _ in c.probs(r.randint(1, 3))) + "\n")
    d.t("Meds:\n")
    K.meds_block(c, d)
    d.t("Allergies: " + r.choice(C.ALLERGIES) + "\n")
    if c.child:
        m = c.kin("mother")
        d.f("Birth hx: born at home in {C}, term per mother {M}. Growth: weight-for-age z %.1f.\n" % r.uniform(-2.8, 0.5),
            C=(c.home_city, "CITY"), M=(H.nm(r, m["p"], "given"), "FAMILY"))
        d.f("School: enrolled at {S} from {D}.\n", S=(r.choice([o for o in c.orgs if "School" in o or "Academy" in o or "Ecole" in o]
                                                            or c.orgs), "ORGANIZATION"), D=c.D(H.add_days(c.date, r.randint(3, 40))))
    d.t("Social: ")
    K.social(c, d)
    d.t("\n\nEXAM\n" + C.vitals(r, c.country, age=c.age) + "\n")
    for e in r.sample(C.EXAM, r.randint(2, 5)):
        d.t(e + " ")
    d.t("\n\nSCREENING BLOODS / RESULTS\n")
    d.t("  " + C.igra(r, r.random() < 0.3) + "\n")
    K.labs_block(c, d)
    if r.random() < 0.5:
        d.f("  Accession: {A}\n", A=(H.case_no(r, "accession"), "IDNUM"))
    d.t("\nASSESSMENT / PLAN\n")
    K.problems(c, d)
    d.f("- Catch-up %s per schedule; next visit {N}\n" % c.immun(), N=c.D(H.add_days(c.date, r.randint(14, 45)), r.choice(["num", "short", "wkday"])))
    d.f("- Refer {H} for %s\n" % r.choice(["dental", "audiology", "optometry", "ID clinic", "women's health", "physio"]),
        H=(c.hosp2, "HOSPITAL"))
    if r.random() < 0.5:
        d.t("- " + r.choice(["Discussed with ", "Update to "]))
        d.f("{O} re: housing/transport\n", O=(c.agency, "ORGANIZATION"))
    d.t("- Other: ")
    K.hard_negs(c, d, r.randint(1, 3))
    d.t("\n" + r.choice(C.ABBREV_NEG) + "\n")
    if c.country in ("US", "AU", "CA") and r.random() < 0.6:
        d.t("Billing: " + ", ".join(r.sample(C.BILLING, 2)) + "\n")
    c.footer(d)


def interp_clinic(c, d):
    r = c.rng
    fmt = r.randrange(3)
    if fmt == 0:
        d.f("{H} - %s\n" % r.choice(["Family Medicine", "Refugee Clinic", "Primary Care", "Internal Medicine"]), H=(c.hosp, "HOSPITAL"))
        d.f("Pt: {P}  |  DOB {B}  |  MRN {M}\nDOS: {V}\n", P=c.P(r.choice(["upper_lastfirst", "lastfirst"])),
            B=c.D(c.dob, "num"), M=(c.mrn, "MRN"), V=c.D(c.date))
    elif fmt == 1:
        d.f("Clinic note {V} %s\n" % H.time_str(r), V=c.D(c.date))
        d.f("{P}, ", P=c.P("full"))
        d.put(c.age_p(adj=False))
        d.t("\n")
    else:
        d.f("SOAP NOTE\nDate: {V}\nName: {P}   Acct: {A}\n", V=c.D(c.date, "wkday"), P=c.P(), A=(H.account(r), "ACCOUNT"))
    d.put(c.interp_phrase())
    d.t("\n")
    if r.random() < 0.5:
        k = c.kin()
        if k:
            d.f("Accompanied by %s {N}" % k["rel"], N=(H.nm(r, k["p"], r.choice(["given", "full"])), "FAMILY"))
            d.t(r.choice([", who did not interpret.", " - offered to interpret, declined per policy.", ", present with pt consent."]) + "\n")
    d.t("\nS: ")
    small = c.child and c.age < 12
    if small:
        cc = r.choice(["fever and cough x4 days", "diarrhoea", "itchy scalp", "ear pain", "poor feeding", "bedwetting",
                       "rash on hands", "not gaining weight", "behaviour concerns at school"])
        par = c.kin("mother") or c.kin("father")
        d.t("Brought with %s. Via interpreter, " % cc)
        if par:
            d.f("%s {N}" % par["rel"], N=(H.nm(r, par["p"], r.choice(["given", "full"])), "FAMILY"))
        else:
            d.t("parent")
        d.t(" reports '%s'. " % r.choice(["he is not eating", "she scratches all night", "the fever comes every evening",
                                         "he pulls his ear and cries", "the teacher says she does not talk"]))
    else:
        cc = r.choice(["abdominal pain x2 weeks", "headache and dizziness", "cough for 3 weeks", "follow-up of LTBI treatment",
                       "itchy rash", "back pain", "poor sleep and nightmares", "review of blood results", "diabetes follow-up",
                       "pain at old shrapnel wound", "dysuria", "fatigue"])
        d.t("Presents with %s. Via interpreter, " % cc)
        d.put(c.pt_ref())
        d.t(" reports '%s'. " % r.choice(["my stomach burns at night", "the pain is like a knife", "I cannot sleep since the letter came",
                                         "I feel tired all the time", "the tablets make me vomit", "it started after the boat",
                                         "I think about home every night"]))
    if r.random() < 0.35:
        hol = r.choice(["Ramadan", "Eid al-Fitr", "Eid", "Nowruz", "Orthodox Easter", "Christmas", "Timkat", "Diwali"])
        d.f("Symptoms worse since {HD}. ", HD=(hol, "DATE"))
    d.t("Onset %s. " % r.choice(["3 days ago", "2/52", "last week", "since arrival", "x3 months", "over the past year",
                                 "two weeks ago", "last night", "after the flight", "on day 3 of LTBI tx"]))
    d.t(r.choice(["Denies fever, weight loss.", "No haemoptysis or night sweats.", "Appetite reduced.", "Taking meds as prescribed."]))
    if r.random() < 0.4:
        d.f(" Last seen here {L} by ", L=c.D(H.add_days(c.date, -r.randint(20, 200)), r.choice(["num", "short", "abbr"])))
        d.put(c.dr(c.gp))
        d.t(".")
    d.t("\nO: " + C.vitals(r, c.country, compact=r.random() < 0.5, age=c.age) + "\n")
    d.t("   " + " ".join(r.sample(C.EXAM, 2)) + " " + r.choice(C.ABBREV_NEG) + "\n")
    if r.random() < 0.6:
        d.t("   Recent: " + "; ".join(C.labs(r, 3)) + "\n")
    if small:
        d.t("A: " + r.choice(["Acute otitis media", "Tinea capitis", "Scabies", "Iron deficiency", "Viral URTI", "Giardiasis",
                              "Enuresis", "Eczema", "Adjustment difficulties"]) + "\n")
        d.t("P: " + r.choice(["amoxicillin 250 mg/5 mL 7.5 mL TDS x5d", "permethrin 5% cream, whole family", "paracetamol 15 mg/kg PRN",
                              "ferrous sulfate syrup 3 mg/kg/day", "griseofulvin 20 mg/kg/day x8 wk", "tinidazole 50 mg/kg stat",
                              "emollient + hydrocortisone 1% BD", "school liaison letter"]) + ". ")
    else:
        d.t("A: " + c.probs(1)[0][0] + "; " + r.choice(["?H. pylori", "likely musculoskeletal", "adjustment disorder",
                                                        "stable", "improving", "?strongyloides - serology sent"]) + "\n")
        d.t("P: ")
        d.t(r.choice(C.MEDS) + ". ")
    d.t("Teach-back done via interpreter%s. " % r.choice(["", " - pt repeated instructions correctly", "; written info in %s given" % c.lang]))
    d.f("RTC {D}", D=c.D(H.add_days(c.date, r.randint(7, 60)), r.choice(["num", "short", "wkday", "long"])))
    d.t(r.choice([" with same interpreter if possible.", ", book %s interpreter." % c.lang, "."]))
    if r.random() < 0.4:
        d.f("\nCall-back number (pt mobile): {P}", P=c.phone())
    c.footer(d)


def ime(c, d):
    r = c.rng
    sites = [s for s in PP.PANEL_SITES if s[2] == c.transit] or PP.PANEL_SITES
    site, scity, sctry = r.choice(sites)
    dest = {"US": "United States", "UK": "United Kingdom", "CA": "Canada", "AU": "Australia"}[c.country]
    form = {"US": "DS-3025/DS-3030 PANEL PHYSICIAN WORKSHEET", "UK": "UK PRE-ENTRY TB SCREENING CERTIFICATE",
            "CA": "IMMIGRATION MEDICAL EXAMINATION (IME) - PANEL PHYSICIAN REPORT", "AU": "eMEDICAL 501/502 EXAMINATION RECORD"}[c.country]
    d.t(form + "\n")
    d.f("Panel site: {S}, {C}, {K}\n", S=(site, "HOSPITAL"), C=(scity, "CITY"), K=(sctry, "COUNTRY"))
    d.f("Destination: {D}\n", D=(dest, "COUNTRY"))
    d.t("----------------------------------------\n")
    if c.pt.get("mononym"):
        d.f("1. Applicant name (no family name): {G}\n", G=(c.pt["full"].upper(), "PATIENT"))
    else:
        d.f("1. Applicant surname: {S}\n   Given names: {G}\n", S=(c.pt["family"].upper(), "PATIENT"),
            G=(" ".join(x for x in [c.pt["given"], c.pt["middle"]] if x), "PATIENT"))
    d.f("2. Date of birth: {B}   Sex: %s   Age: {A}\n" % c.sex, B=c.D(c.dob, r.choice(["dash", "num", "iso"])), A=(str(c.age), "AGE"))
    d.f("3. Nationality: %s   Country of birth: {K}\n" % r.choice(["see passport", "as per travel doc", "stateless", "per UNHCR record"]),
        K=(c.home_country, "COUNTRY"))
    d.f("4. Passport/travel document no: {P}\n", P=(H.case_no(r, "passport"), "IDNUM"))
    lab = {"US": "Case No", "UK": "UKVI ref", "CA": "UCI", "AU": "TRN"}[c.country]
    kind = {"US": "resettle", "UK": "homeoffice", "CA": "uci", "AU": "trn"}[c.country]
    d.f("5. %s: {N}" % lab, N=(H.case_no(r, kind), "IDNUM"))
    if r.random() < 0.6:
        d.f("   UNHCR ref: {U}", U=(H.case_no(r, "unhcr"), "IDNUM"))
    d.f("\n6. Biometrics/photo verified: Y  (capture ID {B})\n", B=(H.bioid(r), "BIOID"))
    exam_date = H.add_days(c.arrival, -r.randint(20, 200))
    d.f("7. Date of examination: {E}   Exam %s\n" % r.choice(["complete", "complete", "pending sputum"] +
                                                       (["CXR deferred - pregnancy"] if c.sex == "F" and 16 <= c.age <= 45 else [])),
        E=c.D(exam_date, r.choice(["dash", "num", "long"])))
    d.t("\nMEDICAL HISTORY\n")
    tbh = r.randrange(3)
    if tbh == 0:
        d.t("  TB history: none\n")
    elif tbh == 1:
        y = r.randint(c.left_home.year - 8, c.left_home.year)
        d.f("  TB history: treated {A}-{B} per pt, no records\n", A=(str(y), "DATE"), B=(str(y + 1), "DATE"))
    else:
        d.f("  TB history: household contact (father) {Y}\n", Y=(str(r.randint(c.left_home.year - 3, c.arrival.year)), "DATE"))
    d.t("  Symptoms: %s\n" % (", ".join(r.sample(C.TB_SYMPTOMS, r.randint(1, 2))) if r.random() < 0.3 else "none reported"))
    d.t("  Mental health: %s\n" % r.choice(["no history of harmful behaviour", "PTSD symptoms, no harmful behaviour", "nil"]))
    d.t("\nPHYSICAL EXAMINATION\n  " + C.vitals(r, c.country, age=c.age) + "\n  Vision " + C.SCORES[10](r) + "\n")
    d.t("\nINVESTIGATIONS\n")
    cxr_date = H.add_days(exam_date, -r.randint(0, 4))
    d.f("  CXR ({D}): %s. Film no {F}\n" % r.choice(C.TB_CXR), D=c.D(cxr_date, r.choice(["dash", "num", "short"])),
        F=(H.case_no(r, "accession"), "IDNUM"))
    if r.random() < 0.4:
        d.t("  Sputum smear x3: negative. Cultures x3: %s\n" % r.choice(["negative at 8 wks", "pending", "MTB complex, RIF-sensitive"]))
    d.t("  " + C.igra(r, r.random() < 0.35) + "\n")
    if c.age >= 15:
        d.t("  Syphilis (RPR): non-reactive. HIV: %s. Gonorrhea NAAT: negative\n" % r.choice(["not required", "negative", "counselled, declined"]))
    else:
        d.t("  Under 15: serology not required. Growth: weight-for-age z %.1f\n" % r.uniform(-2.5, 0.6))
    if c.country == "US":
        d.t("\nTB CLASSIFICATION: %s\n" % r.choice(["No TB classification", "Class B1 TB, pulmonary", "Class B2 TB, LTBI evaluation",
                                                   "Class B3 TB, contact evaluation", "Class A - inadmissible pending treatment"]))
    else:
        d.t("\nOUTCOME: %s\n" % r.choice(["A - no abnormality", "B - abnormality, not requiring further action", "Certificate issued",
                                          "Referred for sputum", "Meets health requirement"]))
    d.t("Vaccinations given: %s\n" % ", ".join(c.vaccines(n=3)))
    d.t("\nPanel physician: ")
    doc = c.world.staff() if r.random() < 0.5 else c.world.person(c.origin if r.random() < 0.5 else "arabic", r.choice("MF"))
    d.f("Dr {N}   Licence: {L}", N=(doc["full"], "DOCTOR"), L=(H.license_no(r, c.country, "panel"), "LICENSE"))
    d.f("\nSigned {D}", D=c.D(H.add_days(cxr_date, r.randint(1, 10)), r.choice(["dash", "num"])))
    if r.random() < 0.5:
        d.f("   Radiologist: {N}", N=(H.staff_sig(r, c.world.staff()), "DOCTOR"))
    if r.random() < 0.4:
        d.f("\nClinic tel {P}  email {E}", P=(("+%d " % r.choice([254, 962, 256, 90, 961, 92, 66, 255, 251, 20])) + "555 %04d %03d" % (r.randint(0, 9999), r.randint(0, 999)), "PHONE"),
            E=(H.org_email(r, site), "EMAIL"))
    d.t("\n")


def tb_screen(c, d):
    r = c.rng
    pos = r.random() < 0.55
    d.t(r.choice(["TB SCREENING RECORD", "Tuberculosis Screening / LTBI Assessment", "TB Program - Newcomer Screening Form",
                  "Latent TB Clinic"]) + "\n")
    if r.random() < 0.6:
        d.f("{H} - TB clinic\n", H=(c.hosp, "HOSPITAL"))
    d.f("Name: {P}    DOB: {B}\n", P=c.P(r.choice(["upper_lastfirst", "full", "lastfirst"])), B=c.D(c.dob))
    d.f("ID: {M}    Referral source: %s\n" % r.choice(["overseas Class B notification", "domestic screen", "GP", "contact tracing",
                                                       "school screening"]), M=(c.mrn, "MRN"))
    if c.country == "US" and r.random() < 0.6:
        d.f("EDN notification no: {E}   A#: {A}\n", E=(H.digits(r, 8), "IDNUM"), A=(H.a_number(r), "IDNUM"))
    d.f("Country of birth: {K}   Arrived: {A}   Language: %s\n" % c.lang, K=(c.home_country, "COUNTRY"),
        A=c.D(c.arrival, r.choice(["my", "num", "abbr"])))
    d.put(c.interp_phrase())
    d.t("\n\nSYMPTOM SCREEN (%s): " % r.choice(["WHO 4", "cough/fever/sweats/wt loss", "standard"]))
    d.t((", ".join(r.sample(C.TB_SYMPTOMS, r.randint(1, 2))) + " reported") if r.random() < 0.2 else "negative")
    d.t("\nBCG: %s\nPrior TB/exposure: " % r.choice(["scar present", "no scar, history unknown", "given at birth per card"]))
    k = c.kin()
    if k and r.random() < 0.5:
        d.f("%s {N} treated for TB in {Y} in {CP}\n" % k["rel"], N=(H.nm(r, k["p"], r.choice(["given", "full"])), "FAMILY"),
            Y=(str(r.randint(2010, c.arrival.year)), "DATE"), CP=((c.camp, "LOCATION_OTHER") if c.camp else (c.transit, "COUNTRY")))
    else:
        d.t(r.choice(["none known", "neighbour in camp with cough", "denies"]) + "\n")
    d.t("\nTESTS\n")
    t1 = H.add_days(c.date, -r.randint(3, 20))
    if r.random() < 0.5:
        d.f("  TST placed {P} %s, read {R}: %s\n" % (H.time_str(r), C.tst(r, pos)), P=c.D(t1, r.choice(["short", "num", "wkday"])),
            R=c.D(H.add_days(t1, r.choice([2, 3])), r.choice(["short", "num", "wkday"])))
    d.f("  IGRA {D}: %s\n" % C.igra(r, pos), D=c.D(t1, r.choice(["num", "iso", "short"])))
    d.f("  CXR {D}: %s\n" % r.choice(C.TB_CXR), D=c.D(H.add_days(t1, r.randint(1, 9)), r.choice(["num", "abbr", "short"])))
    d.t("  " + "; ".join(C.labs(r, 2)) + "\n")
    if r.random() < 0.4:
        d.t("  Sputum x3: %s; Lowenstein-Jensen culture %s\n" % (r.choice(["Ziehl-Neelsen smear neg", "AFB not seen", "GeneXpert MTB not detected"]),
                                                              r.choice(["neg at 6/52", "pending", "no growth"])))
    d.t("\nASSESSMENT: %s\n" % (r.choice(["LTBI - treatment indicated", "LTBI, eligible for 3HP", "Possible active TB - isolate, sputum x3"])
                               if pos else "No evidence of TB infection"))
    if pos:
        d.t("PLAN: " + r.choice(C.LTBI_REGIMENS) + ". Baseline LFTs. ")
        d.f("Start {S}; est. completion {E}. ", S=c.D(H.add_days(c.date, r.randint(1, 14)), r.choice(["num", "short", "abbr"])),
            E=c.D(H.add_days(c.date, r.randint(90, 200)), r.choice(["my", "num", "month"])))
        d.t("Monthly review. Weight %.1f kg. Pill count at each visit.\n" % r.uniform(40, 95))
        if r.random() < 0.5:
            d.f("DOT by {N} (TB nurse), phone {P}\n", N=(c.nurse["full"], "DOCTOR"), P=c.phone())
    else:
        d.t("PLAN: no further TB action. Educated re symptoms.\n")
    if len(c.fam) > 1 and r.random() < 0.7:
        d.t("\nHOUSEHOLD CONTACTS\n")
        for f in c.fam[: r.randint(2, 4)]:
            d.f("  - {N} (%s), {A}: %s\n" % (f["rel"], r.choice(["IGRA neg", "IGRA pos - referred", "TST 0 mm", "pending", "CXR clear", "window prophylaxis"])),
                N=(H.nm(r, f["p"], r.choice(["full", "given", "upper_lastfirst"])), "FAMILY"), A=K.age_short(r, f["age"]))
    d.t("\nReported to %s: %s" % ({"US": "local health department", "UK": "UKHSA", "CA": "public health", "AU": "PHU"}[c.country], r.choice(["yes", "N/A", "notifiable only if active"])))
    c.footer(d)


GENRES = {"new_arrival_health_assessment": new_arrival, "interpreter_clinic_note": interp_clinic,
          "immigration_medical_exam": ime, "tb_screening_record": tb_screen}
_unused = dt
