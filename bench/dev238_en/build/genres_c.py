"""Genres: referral letter, medication reconciliation, antenatal booking note (author 238)."""
import clin as C
import common as K
import phi as H
import pools_places as PP

SPECIALTIES = ["Infectious Diseases", "Hepatology", "Paediatrics", "Audiology", "Ophthalmology", "Gastroenterology",
               "Cardiology", "Orthopaedics", "Psychiatry", "Haematology", "Dental", "Gynaecology", "Rehabilitation"]


def referral(c, d):
    r = c.rng
    K.clinic_head(c, d, web=r.random() < 0.4)
    d.f("Date: {D}\n", D=c.D(c.date, r.choice(["long", "num", "abbr"])))
    spec = r.choice(SPECIALTIES)
    if r.random() < 0.6:
        cons = c.world.staff()
        d.f("To: {N}, %s\n" % spec, N=[r.choice(["Dr ", "Dr. ", "Prof ", ""]), (H.staff_sig(r, cons), "DOCTOR")])
    else:
        cons = None
        d.t("To: The %s Clinic\n" % spec)
    d.f("{H}\n", H=(c.hosp2, "HOSPITAL"))
    if r.random() < 0.5:
        d.f("Fax: {F}\n", F=(H.phone(r, c.country, ext_ok=False), "FAX"))
    if r.random() < 0.4:
        lab = {"US": "Referral ID", "UK": "e-RS UBRN", "CA": "eReferral #", "AU": "Referral no"}[c.country]
        d.f("%s: {U}\n" % lab, U=(H.case_no(r, "referral"), "IDNUM"))
    d.t("\n")
    d.f("RE: {P}   DOB {B}   ", P=c.P(r.choice(["full", "upper_lastfirst", "upper"])), B=c.D(c.dob, "num"))
    if c.country == "UK":
        d.f("NHS {N}\n", N=(c.hp, "HEALTHPLAN"))
    else:
        d.f("{L} {M}\n", L=r.choice(["MRN", "Chart", "UR"]), M=(c.mrn, "MRN"))
    d.put(["Address: "] + c.addr("line") + ["   Tel: ", c.phone(), "\n\n"])
    if cons and r.random() < 0.7:
        d.f("Dear Dr {N},\n\n", N=(cons["family"], "DOCTOR"))
    else:
        d.t(r.choice(["Dear colleague,\n\n", "Dear Doctor,\n\n", "Dear Team,\n\n"]))
    d.t("Thank you for seeing this ")
    d.put(c.age_p())
    d.t(" %s, " % (("girl" if c.sex == "F" else "boy") if c.child else ("woman" if c.sex == "F" else "man")))
    d.f("originally from {K}, who arrived in {CT} in {A} %s. " % r.choice(["as a resettled refugee", "as an asylum seeker",
                                                                           "under a humanitarian visa", "via family reunion"]),
        K=(c.home_country, "COUNTRY"), CT=(c.place.city, "CITY"), A=c.D(c.arrival, "my"))
    reason = {"Infectious Diseases": "positive Strongyloides serology with eosinophilia (%.1f x10^9/L)" % r.uniform(0.6, 3.0),
              "Hepatology": "chronic hepatitis B (HBsAg positive, HBeAg negative, ALT %d)" % r.randint(20, 90),
              "Paediatrics": "faltering growth and iron deficiency", "Audiology": "bilateral hearing loss after a blast injury",
              "Ophthalmology": "reduced acuity (6/36 L) and suspected trachoma scarring",
              "Gastroenterology": "dyspepsia and positive H. pylori stool antigen despite eradication",
              "Cardiology": "murmur and suspected rheumatic heart disease", "Orthopaedics": "malunited tibial fracture",
              "Psychiatry": "severe PTSD with nightmares and passive suicidal ideation", "Haematology": "microcytic anaemia, ?thalassaemia",
              "Dental": "multiple caries and dental pain", "Gynaecology": "FGM type 3 with dysmenorrhoea",
              "Rehabilitation": "below-knee amputation, ill-fitting prosthesis"}[spec]
    d.t("I would appreciate your assessment of %s" % reason)
    if spec == "Orthopaedics":
        d.f(" (injured {Y}, set in a camp clinic)", Y=(str(r.randint(c.left_home.year - 5, c.arrival.year)), "DATE"))
    d.t(".\n\n")
    d.t("Background: ")
    K.journey(c, d)
    d.t(" " + r.choice(["Overseas records are limited.", "No prior investigations available.", "Some records from the camp clinic attached."]))
    d.t("\n\nPMH: " + "; ".join(p for p, _ in c.probs(r.randint(1, 3))) + "\nMedications:\n")
    K.meds_block(c, d, bullets="  - ")
    d.t("Allergies: " + r.choice(C.ALLERGIES) + "\nResults: " + "; ".join(C.labs(r, r.randint(3, 6))) + "\n")
    if spec == "Rehabilitation" or (r.random() < 0.15):
        d.f("Prosthesis (fitted in {CT}) serial {S}.\n", CT=(c.transit, "COUNTRY") if r.random() < 0.5 else (c.home_city, "CITY"),
            S=(H.device_sn(r), "DEVICE"))
    d.t("\nCommunication: ")
    d.t("%s speaker, %s. " % (c.lang, r.choice(["limited English", "no English", "some English, prefers interpreter",
                                                 "reads Arabic script only", "not literate"])))
    d.t(r.choice(["Please book a professional interpreter", "Please book a female interpreter", "Please use telephone interpreting",
                  "Please avoid using family as interpreters"]) + ". ")
    if r.random() < 0.6:
        d.f("Appointments are best arranged via case worker {W} ({O}) on {T}.", W=(H.nm(r, c.caseworker, r.choice(["full", "short"])), "DOCTOR"),
            O=(c.agency, "ORGANIZATION"), T=c.phone())
    d.t("\n\nUrgency: " + r.choice(["routine", "soon (within 4 weeks)", "urgent", "2-week wait"]) + ". ")
    if r.random() < 0.5:
        d.t("Note: ")
        K.hard_negs(c, d, 2)
        d.t(".")
    K.sign_letter(c, d)
    if r.random() < 0.3:
        d.f("\nc.c. {G}, {H}", G=c.dr(c.gp, cred=False), H=(c.practice, "HOSPITAL"))


def medrec(c, d):
    r = c.rng
    d.t(r.choice(["MEDICATION RECONCILIATION", "Medication Reconciliation - New Arrival", "Med rec (pharmacist)",
                  "BROWN BAG MEDICATION REVIEW"]) + "\n")
    d.f("{P}  |  ", P=c.P(r.choice(["upper_lastfirst", "full"])))
    d.put(H.age_phrase(r, c.age, c.sex))
    d.f("  |  {L} {M}  |  {D}\n", L=r.choice(["MRN", "UR", "Hosp no", "Chart"]), M=(c.mrn, "MRN"), D=c.D(c.date))
    d.put(c.interp_phrase())
    d.t("\nSources: ")
    srcs = []
    if r.random() < 0.7:
        srcs.append("patient's own medicines (bag)")
    if r.random() < 0.5:
        srcs.append("overseas prescription")
    if r.random() < 0.6:
        srcs.append("IOM pre-departure record")
    srcs.append("patient/family interview")
    d.t(", ".join(srcs) + "\n")
    if "overseas prescription" in srcs:
        d.f("Overseas Rx dated {D} from a clinic in ", D=c.D(H.add_days(c.arrival, -r.randint(10, 300)), r.choice(["num", "dot", "my"])))
        if r.random() < 0.5:
            d.f("{CT}, {K}", CT=(r.choice(c.home_cities), "CITY"), K=(c.home_country, "COUNTRY"))
        else:
            d.f("{K}", K=(c.transit, "COUNTRY"))
        d.t(" (%s)\n" % r.choice(["Arabic, translated by interpreter", "French", "partly legible", "photo on phone"]))
    ph = r.choice(PP.PHARMACIES)
    d.f("Community pharmacy: {PH}, tel {T}", PH=(ph, "HOSPITAL"), T=c.phone())
    if r.random() < 0.5:
        d.f(", fax {F}", F=(H.phone(r, c.country, ext_ok=False), "FAX"))
    d.t("\n\n")
    d.t("%-44s %-26s %s\n" % ("Medication (as taken)", "Source", "Action"))
    meds = r.sample(C.MEDS, r.randint(2, 6)) + r.sample(C.FOREIGN_MEDS, r.randint(0, 2))
    for m in meds:
        d.t("%-44s %-26s %s\n" % (m[:44], r.choice(["own supply", "overseas Rx", "IOM record", "pt report", "pharmacy"]),
                                    r.choice(["continue", "continue", "STOP", "change to local equivalent", "dose adjust", "clarify with GP",
                                              "stop - no indication", "hold pending LFTs"])))
    if r.random() < 0.55:
        d.f("  Rx# {RX} last filled {D}\n", RX=(H.case_no(r, "rx"), "IDNUM"), D=c.D(H.add_days(c.date, -r.randint(3, 40)), r.choice(["num", "short"])))
    d.t("\nAllergies/intolerances: " + r.choice(C.ALLERGIES) + "\n")
    if r.random() < 0.2:
        d.f("Adherence: skips doses during fasting ({R})\n", R=("Ramadan", "DATE"))
    else:
        d.t("Adherence: %s\n" % r.choice(["uses pill organiser filled by daughter", "cannot read labels - pictogram labels requested",
                                          "good per pill count", "confused between two metformin brands"]))
    if r.random() < 0.75:
        d.t("\nDevices:\n")
        for dev in r.sample(["Glucometer (Accu-Chek Guide)", "Insulin pump (Tandem t:slim X2)", "Hearing aid, R (Phonak Audeo)",
                             "CPAP (ResMed AirSense 10)", "Lower-limb prosthesis", "Nebuliser (Omron)", "Pacemaker (Medtronic Azure)",
                             "CGM transmitter (Dexcom G6)"], r.randint(1, 2)):
            d.f("  - %s  S/N {S}\n" % dev, S=(H.device_sn(r), "DEVICE"))
    d.t("\nIssues identified:\n")
    d.t("  1. %s\n" % r.choice(["Duplicate PPI (omeprazole + pantoprazole)", "Steroid bought OTC - taper and stop", "Isoniazid without pyridoxine",
                                 "Carbamazepine interacts with rifampicin-based LTBI regimen", "Tramadol from informal source - counselled",
                                 "Metformin dose exceeds eGFR limits"]))
    d.t("  2. Kohl/herbal products asked about: %s\n" % r.choice(["none", "kohl used on children - lead level requested", "black seed oil daily"]))
    d.f("\nReconciled by {N}", N=[(H.staff_sig(r, c.world.staff()), "DOCTOR"), ", " + r.choice(["PharmD", "clinical pharmacist", "MPharm", "BPharm"])])
    d.f(" with {G}; list sent to {H}.", G=c.dr(c.gp, cred=False), H=(c.hosp, "HOSPITAL"))
    if r.random() < 0.3:
        d.f("\nMed list uploaded to portal {U}", U=(H.url(r, c.hosp), "URL"))
    c.footer(d)


def antenatal(c, d):
    r = c.rng
    g, p = r.choice([(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 4), (3, 1), (2, 0), (7, 6)])
    while p > max(0, (c.age - 16) // 2):
        g, p = g - 1, p - 1
    d.t(r.choice(["ANTENATAL BOOKING", "Antenatal booking visit", "PRENATAL INTAKE (OB)", "Maternity booking appointment"]) + "\n")
    d.f("{H}", H=(c.hosp, "HOSPITAL"))
    if r.random() < 0.5:
        d.f(" - {W}", W=(r.choice(["Lydgate team", "Birch team", "Rosewood Birth Centre", "Heather team", "Swan Midwifery Unit"]), "HOSPITAL")
            if r.random() < 0.4 else r.choice([" community midwifery", " OB clinic", " maternity", " Women's clinic", " Maternity Unit"]))
    d.t("\n")
    d.f("Name: {P}   DOB: {B} (", P=c.P(r.choice(["full", "upper_lastfirst", "lastfirst"])), B=c.D(c.dob))
    d.put(H.age_phrase(r, c.age, "F"))
    d.t(")\n")
    d.f("{L}: {M}   ", L=r.choice(["MRN", "Hosp no", "UR"]), M=(c.mrn, "MRN"))
    if c.country in ("UK", "AU", "CA") and r.random() < 0.7:
        d.f("{HL}: {HP}", HL={"UK": "NHS", "AU": "Medicare", "CA": "Health card"}[c.country], HP=(c.hp, "HEALTHPLAN"))
    d.t("\n")
    d.put(c.interp_phrase())
    d.t(" (female interpreter requested)\n\n" if r.random() < 0.5 else "\n\n")
    lmp = H.add_days(c.date, -r.randint(60, 140))
    ga_days = (c.date - lmp).days
    d.f("G%dP%d   LMP {L} ({Q})   EDD {E} by %s\n" % (g, p, r.choice(["dates", "dating scan"])),
        L=c.D(lmp, r.choice(["num", "abbr", "iso"])), E=c.D(H.add_days(lmp, 280), r.choice(["num", "abbr", "long"])),
        Q=r.choice(["certain", "uncertain", ["approx. - 'after ", ("Eid", "DATE"), "'"]]))
    if ga_days // 7 <= 13:
        d.t("Gestation today %d+%d/40. Dating scan: CRL %.1f mm.\n" % (ga_days // 7, ga_days % 7, 7.5 * (ga_days / 7.0) - 30))
    else:
        d.t("Gestation today %d+%d/40 - late booking, dating by %s.\n" % (ga_days // 7, ga_days % 7, r.choice(["HC", "LMP", "HC/FL"])))
    if p:
        d.t("\nOBSTETRIC HISTORY\n")
        y = c.date.year
        for i in range(min(p, 4)):
            y -= r.randint(1, 3)
            where = r.choice([["in ", (c.camp, "LOCATION_OTHER"), "" if c.camp.split()[-1] in ("Camp", "centre", "027") else " camp"] if c.camp else ["in ", (c.home_city, "CITY")],
                              ["in ", (c.home_city, "CITY")], ["in ", (c.transit, "COUNTRY")]])
            d.f("  {Y}  %s, %s, %s, {W}\n" % (r.choice(["SVD", "SVD", "LSCS", "assisted", "home birth"]), r.choice(["term", "36/40", "preterm 32/40", "term"]),
                                                  r.choice(["girl", "boy"]) + " %.1f kg" % r.uniform(2.1, 4.0)), Y=(str(y), "DATE"), W=where)
    if c.origin in ("somali", "habesha", "oromo", "southsudanese", "kurdish") or c.home_country in ("Sudan", "Yemen"):
        d.t("\nFGM: " + r.choice(C.FGM) + ("" if r.random() < 0.5 else "; FGM-IS recorded, safeguarding discussion re daughters") + "\n")
    else:
        d.t("\nFGM: " + r.choice(["no FGM", "asked - none", "not applicable"]) + "\n")
    d.t("Booking bloods: FBC, group & save, " + "; ".join(C.labs(r, 3)) + "\nHb electrophoresis offered. Urine MSU sent.\n")
    d.t(C.vitals(r, c.country) + "\n")
    sp = c.kin("husband")
    d.t("\nSOCIAL\n")
    if sp:
        d.f("Partner {N} ({A}), works as {O}. ", N=(H.nm(r, sp["p"], r.choice(["full", "given", "short"])), "FAMILY"),
            A=(str(sp["age"]), "AGE"), O=(r.choice(PP.PROFESSIONS), "PROFESSION"))
    else:
        d.t(r.choice(["Partner remains overseas. ", "Single; arrived alone. ", "Husband's whereabouts unknown since flight. "]))
    d.f("Lives at {L}. ", L=([(r.choice(PP.LODGINGS), "LOCATION_OTHER"), ", "] if r.random() < 0.4 else []) + c.addr("line"))
    d.t("Domestic abuse enquiry: %s. " % r.choice(["asked alone, negative", "not safe to ask - partner present", "disclosed, IDVA referral"]))
    d.t("Mental health: " + C.SCORES[7](r) + ".\n")
    d.t("\nPLAN: folic acid 400 mcg, vit D 10 mcg daily; ")
    d.t(r.choice(["consultant-led care (previous LSCS)", "midwife-led care", "shared care with GP", "high-risk clinic (HBV, anaemia)"]) + ". ")
    d.f("Anomaly scan ~{D}. ", D=c.D(H.add_days(lmp, r.randint(133, 146)), r.choice(["short", "num", "my"])))
    d.f("Next visit {D}.\n", D=c.D(H.add_days(c.date, r.randint(14, 35)), r.choice(["wkday", "num"])))
    mw = c.nurse
    d.f("\nMidwife: {N}", N=[(H.staff_sig(r, mw), "DOCTOR"), r.choice([" RM", ", RM", " (midwife)", ""])])
    if r.random() < 0.6:
        d.f("  %s {B}" % ("bleep" if c.country == "UK" else "pager"), B=(H.pager(r, c.country), "PHONE"))
    if r.random() < 0.4:
        d.f("\nMaternity triage 24h: {T}", T=c.phone())
    c.footer(d)


GENRES = {"referral_letter": referral, "medication_reconciliation": medrec, "antenatal_booking_note": antenatal}
