"""Genres 7-8: nursing admission assessments and shift notes; case management / UR notes."""
from phi import (art, m, df, add_days, name_p, dr, Person, email, member_id, mbi, group_no, auth_no, npi, serial,
                 bioid, TOWNS, HOMEHEALTH, DME, TRANSPORT, INSURERS, ordsuf)
from ctx import Ctx
import clin
import extra as X
from common import fill, pick_scen, age_range, t, t4, social, hcp_line, signature

ICD = {"chf": "I50.23", "pna": "J18.9", "dka": "E10.10", "gib": "K92.1", "cell": "L03.116", "copd": "J44.1", "afib": "I48.91",
       "uti": "N10", "aki": "N17.9", "etoh": "F10.239", "syncope": "R55", "cp": "I21.4", "hep": "K72.90", "pe": "I26.99", "stroke": "I63.512"}
LANGS = ["English", "Spanish", "Vietnamese", "Haitian Creole", "Mandarin", "Arabic", "Portuguese", "Somali", "Polish", "Tagalog", "Russian"]


def chk(r, opts):
    sel = r.choice(opts)
    return "  ".join(("[x] " if o == sel else "[ ] ") + o for o in opts)


def nursing_admission(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    form = r.random() < 0.6
    s = c.banner() + "\n"
    s += r.choice(["NURSING ADMISSION ASSESSMENT", "Admission Nursing Database", "RN Admission History & Assessment"]) + "\n"
    s += "Date/Time: %s %s   Unit: %s   Room/Bed: %s-%s\n" % (c.d(), t(r), m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room), m("LOCATION_OTHER", r.choice(["A", "B", "1", "2"])))
    s += "Admitted from: %s   Via: %s\n" % (r.choice(["ED", "home", "PACU", m("HOSPITAL", c.snf), "direct admit from %s" % m("HOSPITAL", c.pcp_practice)]),
                                           r.choice(["stretcher", "wheelchair", "ambulatory"]))
    s += "Information obtained from: %s\n\n" % r.choice(["patient", "patient and %s %s" % (c.fam[0][0], name_p(c.fam[0][1], "first", "FAMILY")), "%s (%s)" % (name_p(c.fam[0][1], "full", "FAMILY"), c.fam[0][0])])
    s += "IDENTIFICATION\nName: %s   Preferred name: %s\nDOB: %s   Age: %s   Sex: %s\nPreferred language: %s   Interpreter: %s\n" % (
        name_p(c.pt, "full_mi"), name_p(c.pt, "nick") if c.pt.nick else name_p(c.pt, "first"), df(c.dob, "us"), m("AGE", c.age), c.sexw("male"),
        r.choice(LANGS), r.choice(["not needed", "video interpreter #%s" % m("IDNUM", str(r.randrange(10000, 99999))), "declined, %s interpreting" % c.fam[0][0]]))
    s += "Address: %s\nHome phone: %s   Cell: %s\nEmail: %s\n" % (c.addr_line(), m("PHONE", c.phone), m("PHONE", c.phone2), m("EMAIL", c.email))
    s += "ID band applied, allergy band: %s. Photo ID: %s\n\n" % (r.choice(["yes", "n/a"]), r.choice(["driver's license %s" % m("LICENSE", "%s%d" % (r.choice("ABCDFGHJKLMNPRSTW"), r.randrange(10 ** 7, 10 ** 8))), "not available", "state ID on file"]))
    s += "CONTACTS\n"
    for i in range(2):
        rel, p, ph = c.fam[i]
        s += "%d. %s - %s - %s%s\n" % (i + 1, name_p(p, r.choice(["full", "last_first"]), "FAMILY"), rel, m("PHONE", ph),
                                        r.choice(["", " (HCP)", " (lives in %s, %s)" % (m("CITY", r.choice(TOWNS)), m("STATE", c.pl.state()[1]))]))
    s += "\nADVANCE DIRECTIVES: %s\n" % r.choice(["Has HCP form, copy requested from %s" % c.fam[0][0], "None; information given", "MOLST on chart: DNR"])
    s += "VALUABLES: %s\n\n" % r.choice(["glasses, phone, wallet sent home with %s" % name_p(c.fam[0][1], "first", "FAMILY"), "hearing aids (bilateral), dentures (upper)",
                                           "$42 cash and ring to security envelope #%s" % m("IDNUM", str(r.randrange(10000, 99999)))])
    s += "REASON FOR ADMISSION (patient's words): \"%s\"\nAdmitting MD: %s\n\n" % (sc["cc"], dr(c.attending, "dr_last"))
    if form:
        s += "ASSESSMENT\nNeuro: %s\nCardiac: %s\nResp: %s\nGI: %s\nGU: %s\nSkin: %s\nPain: %s\n\n" % (
            chk(r, ["A&Ox4", "A&Ox3", "confused", "lethargic"]), chk(r, ["regular", "irregular", "tele ordered"]),
            chk(r, ["RA", "NC", "BiPAP"]), chk(r, ["soft", "distended", "tender"]), chk(r, ["voids", "Foley", "incontinent"]),
            chk(r, ["intact", "stage 2 sacrum", "bruising"]), "%d/10 numeric" % r.randrange(0, 10))
        s += "SCREENS\nMorse fall scale: %d   Braden: %d   MUST nutrition: %d\nCAGE: %d/4   PHQ-2: %d   Abuse/neglect screen: negative\n" % (
            r.randrange(0, 100, 5), r.randrange(9, 23), r.randrange(0, 4), r.randrange(0, 4), r.randrange(0, 6))
        s += "Tobacco: %s   Vaccines: influenza %s, pneumococcal %s\n\n" % (r.choice(["never", "current", "former"]),
                                                                          df(add_days(c.date, -r.randrange(20, 300)), r.choice(["m_yy", "mon_yr", "us"])), df(add_days(c.date, -r.randrange(400, 3000)), "yr"))
    else:
        s += "Assessment narrative: %s %s on arrival, %s. %s Skin intact except %s. Oriented to room, call light, bed alarm on. Fall risk high per Morse (%d). Braden %d.\n\n" % (
            c.P("title"), r.choice(["alert", "drowsy but arousable", "anxious"]), clin.vitals(r, "line"), sc["exam"],
            r.choice(["healed scar R knee", "small abrasion L elbow", "blanchable redness coccyx"]), r.randrange(45, 95, 5), r.randrange(10, 20))
    s += "SOCIAL / FUNCTIONAL: %s Uses %s. Home health prior: %s.\n" % (social(c), r.choice(["walker", "cane", "no device", "wheelchair"]),
                                                                         r.choice(["none", m("ORGANIZATION", r.choice(HOMEHEALTH))]))
    s += "Pharmacy: %s  %s\n" % (m("HOSPITAL", c.pharmacy), m("PHONE", c.pl.phone(c.h.area)))
    if r.random() < 0.25:
        s += "Biometric wristband enrollment: %s (fingerprint template on file)\n" % m("BIOID", bioid(r))
    if r.random() < 0.3:
        s += "Implanted devices: %s, SN %s (card seen)\n" % (r.choice(["pacemaker", "insulin pump", "spinal cord stimulator", "ICD"]), m("DEVICE", serial(r)))
    s += "%s\n%s\n%s\n%s\n" % (X.nursing_adl(r), X.nutrition(r), "\n".join(r.sample(X.NURSE_CARE, 2)), r.choice(X.EDU))
    s += "Education: plan of care reviewed; teach-back %s.\n\n" % r.choice(["successful", "partial, reinforce", "with %s" % c.fam[0][0]])
    s += "%s, RN   %s %s\n" % (m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), c.d(fmt="us"), t(r))
    s += "Co-signed: %s, RN (charge)\n" % dr(c.nurse2, "full")
    s += c.footer()
    return s


def nursing_shift(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    lower = rng.random() < 0.4
    start = rng.randrange(1, 4)
    parts = [_shift1(rng, c, sc, add_days(c.date, start + k // 2), lower) for k in range(rng.randrange(2, 5))]
    return "\n\n".join(parts), {"lower": lower}


def _shift1(rng, c, sc, day, lower):
    r = rng
    style = r.choice(["dar", "sbar", "timed"])
    s = "%s\n%s shift note %s %s-%s\n" % (c.hosp() + " - " + m("HOSPITAL", c.ward), r.choice(["RN", "Nursing"]), df(day, r.choice(["us", "md", "wk_md"])),
                                        r.choice(["0700", "1900", "07:00"]), r.choice(["1930", "0730", "19:30"]))
    s += "Pt: %s  %s%s  Rm %s  Attending %s\n\n" % (name_p(c.pt, r.choice(["last_first", "full", "LAST_FIRST_NOMI"])), m("AGE", c.age), c.sexw("mf"), m("LOCATION_OTHER", c.room), dr(c.attending, "dr_last"))
    if style == "sbar":
        s += "S: %s %s, %s, %s.\n" % (c.A("yo"), c.sexw("mf"), sc["dx"].lower(), r.choice(["stable shift", "increased O2 needs", "c/o pain", "confused overnight"]))
        s += "B: adm %s for %s. PMH %s.\n" % (c.d(fmt="md"), sc["cc"], ", ".join(sc["pmh"][:3]))
        s += "A: %s. %s. IV %s, %s. Last BM %s. %s\n" % (clin.vitals(r, "terse"), r.choice(["lungs diminished bases", "A&Ox3", "skin intact"]),
                                                        r.choice(["20g L FA", "PICC R arm", "18g R AC"]), r.choice(["patent, site wnl", "infusing NS 75/h"]),
                                                        df(add_days(day, -r.randrange(0, 3)), "md"), r.choice(["UOP adequate", "I/O 1200/1850"]))
        s += "R: %s; family (%s, %s) updated at %s.\n" % (r.choice(["continue plan", "monitor q4h VS", "fall precautions", "recheck K at 0400"]),
                                                           name_p(c.fam[0][1], "first", "FAMILY"), c.fam[0][0], m("PHONE", c.fam[0][2]))
    else:
        entries = []
        for _ in range(r.randrange(5, 10)):
            entries.append(r.choice([
                "VS %s. pain %d/10, medicated w/ %s per MAR." % (clin.vitals(r, "terse"), r.randrange(2, 9), r.choice(["acetaminophen 650 mg", "oxycodone 5 mg", "hydromorphone 0.5 mg IV"])),
                "pt ambulated in hall with walker and 1 assist, tolerated well.",
                "called %s re %s; new order received." % (dr(c.resident, r.choice(["dr_last", "dr_last_nodot"])), r.choice(["BP 182/96", "K 3.2", "insomnia", "HR 128"])),
                "%s (%s) at bedside, questions answered." % (name_p(c.fam[r.randrange(3)][1], "first", "FAMILY"), r.choice(["family", "visitor"])),
                "fingerstick %d, %d units lispro given." % (r.randrange(90, 320), r.randrange(0, 8)),
                "pt refused 2200 heparin, educated, MD aware.",
                "bed alarm on, call light in reach, rounding q1h.",
                "turned/repositioned, heels floated, sacrum intact.",
                "tele: %s; strip placed in chart." % r.choice(["NSR", "SR w/ PVCs", "AF 100s"]),
                "urine cx sent, specimen %s." % m("IDNUM", "U%d" % r.randrange(10 ** 6, 10 ** 7)),
                "Chaplain %s visited." % m("DOCTOR", Person(r).last),
                "PT (%s) evaluated, recommends %s." % (m("DOCTOR", Person(r).first), r.choice(["home with assist", "SNF", "rolling walker"])),
                "pt tearful, states %s, emotional support given." % r.choice(["worried about %s dog at home" % c.sexw("his"),
                                                                                  "missing %s %s's birthday on %s" % (c.sexw("his"), r.choice(["grandson", "granddaughter", "sister", "son"]), df(add_days(day, r.randrange(1, 4)), "wk")),
                                                                                  "wants to be home for %s" % m("DATE", r.choice(["Thanksgiving", "Christmas", "Easter", "the Fourth of July", "Memorial Day", "Mother's Day"]))])]))
        for e in entries:
            if style == "dar":
                s += "%s  D: %s\n       A/R: %s\n" % (t4(r), e, r.choice(["will monitor", "resolved", "MD aware", "plan continued", "pt verbalized understanding"]))
            else:
                s += "%s %s\n" % (t(r), e)
    s += "\n%s\n%s" % (r.choice(X.NURSE_CARE), X.mar_excerpt(r, c, sc, day))
    s += "\nhandoff given to %s RN at %s; bedside report done with pt.\n%s, %s\n" % (
        m("DOCTOR", c.nurse2.first if r.random() < 0.5 else "%s %s" % (c.nurse2.first, c.nurse2.last)), r.choice(["1900", "0700", "19:15"]),
        m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), r.choice(["RN", "RN, BSN", "LPN"]))
    if r.random() < 0.5:
        s += "login %s ws %s\n" % (m("USERNAME", c.nurse.uname), m("IPADDR", c.ip))
    c.nurse, c.nurse2 = c.nurse2, c.nurse
    return s


def cm_note(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    day = add_days(c.date, r.randrange(1, 6))
    s = c.banner() + "\n"
    s += r.choice(["CASE MANAGEMENT ASSESSMENT", "Case Management Progress Note", "DISCHARGE PLANNING NOTE", "Care Coordination Note"]) + "\n"
    s += "Date: %s   Case manager: %s, RN, CCM   Phone %s\n\n" % (df(day, r.choice(["us", "long", "iso"])), m("DOCTOR", "%s %s" % (c.cm.first, c.cm.last)), m("PHONE", c.pl.phone(c.h.area, ext=True)))
    s += "Patient: %s  DOB %s  (%s)\nAdmit date: %s   Status: %s   Attending: %s\n" % (
        name_p(c.pt, r.choice(["full", "last_first"])), df(c.dob, "us"), c.A("yo"), c.d(), r.choice(["Inpatient", "Observation", "Inpatient (converted from obs)"]), dr(c.attending, "dr_last"))
    s += "Payer: %s   Member ID: %s   Group: %s\n" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member), m("HEALTHPLAN", c.group))
    if c.age >= 65 and r.random() < 0.6:
        s += "Secondary: Medicare, MBI %s\n" % m("HEALTHPLAN", mbi(r))
    if r.random() < 0.4:
        s += "SSN (last 4 for payer verification): %s\n" % m("SSN", c.ssn[-4:])
    s += "Dx: %s\n\n" % sc["dx"]
    s += "ASSESSMENT: Met with %s at bedside%s. %s\n" % (c.P(r.choice(["title", "full"])), r.choice(["", " and with %s %s %s by phone (%s)" % (c.sexw("his"), c.fam[0][0], name_p(c.fam[0][1], "full", "FAMILY"), m("PHONE", c.fam[0][2]))]), social(c))
    s += "Home: %s, %s; %s. PCP %s (%s). Pharmacy %s.\n" % (
        m("STREET", c.street), m("CITY", c.city), r.choice(["2-story home, bedroom upstairs, 4 steps to enter", "1st floor apartment, elevator", "mobile home, 3 steps with rail"]),
        dr(c.pcp, "dr_last"), m("HOSPITAL", c.pcp_practice), m("HOSPITAL", c.pharmacy))
    s += "Prior level of function: %s. DME at home: %s.\n" % (r.choice(["independent", "independent with cane", "needs assist with bathing"]),
                                                              r.choice(["none", "walker, shower chair", "home O2 2L via %s" % m("ORGANIZATION", r.choice(DME))]))
    s += "Transportation: %s\n\n" % r.choice(["family will drive", "%s (ride scheduled, confirmation %s)" % (m("ORGANIZATION", r.choice(TRANSPORT)), m("IDNUM", str(r.randrange(10 ** 5, 10 ** 7)))),
                                                "patient drives; vehicle plate %s left in visitor garage level %d" % (m("VEHICLE", "%d%s%03d" % (r.randrange(1, 9), "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)), r.randrange(1000))), r.randrange(1, 5))])
    s += "UTILIZATION REVIEW:\n"
    s += "Review date: %s   Reviewer: %s   Criteria: %s\n" % (df(day, "us"), m("DOCTOR", "%s %s" % (c.cm.first, c.cm.last)), r.choice(["acute inpatient criteria met (IV diuretics, telemetry)", "observation criteria only", "criteria not met day 4, secondary review requested"]))
    s += "Clinicals faxed to %s UM at %s on %s %s; reference #%s. Payer reviewer: %s, tel %s.\n" % (
        m("ORGANIZATION", c.insurer), m("FAX", c.pl.phone()), df(day, "md"), t(r), m("IDNUM", auth_no(r)), m("DOCTOR", "%s %s" % (Person(r).first, Person(r).last)),
        m("PHONE", c.pl.phone(ext=True)))
    s += "Authorization: %s through %s (auth %s).\n" % (r.choice(["approved", "pended", "approved 3 days"]), df(add_days(day, r.randrange(1, 4)), r.choice(["md", "us"])), m("IDNUM", auth_no(r)))
    if r.random() < 0.4:
        s += "Physician advisor %s reviewed %s; peer-to-peer scheduled %s with payer medical director (%s).\n" % (
            dr(Person(r), "dr_full"), df(day, "md"), df(add_days(day, 1), "wk_md"), dr(Person(r), "dr_last"))
    s += "\nCLINICAL UPDATE: %s Current needs: %s. Readmission risk score %d (%s). Important Message from Medicare %s.\n" % (
        " ".join(p for _, p in sc["plan"][:2]), r.choice(["IV antibiotics", "O2 2 L", "PT daily", "wound care"]), r.randrange(8, 38), r.choice(["high", "moderate", "low"]),
        r.choice(["delivered %s, signed by patient" % df(day, "md"), "not applicable", "delivered to %s %s" % (c.fam[0][0], name_p(c.fam[0][1], "full", "FAMILY"))]))
    s += "\nDISCHARGE PLAN:\n"
    plan = r.choice(["snf", "hh", "home", "hospice"])
    if plan == "snf":
        s += "- PT/OT recommend SNF. Referrals sent via portal to %s (%s), %s and %s.\n" % (m("HOSPITAL", c.snf), m("CITY", r.choice(TOWNS)), m("HOSPITAL", c.snf2), m("HOSPITAL", r.choice(TOWNS) + " Nursing Home"))
        s += "- %s accepted; bed available %s. Admissions contact %s, %s.\n" % (m("HOSPITAL", c.snf), df(add_days(day, 1), r.choice(["wk", "wk_md", "md"])),
                                                                                   m("DOCTOR", Person(r).first + " " + Person(r).last), m("PHONE", c.pl.phone(c.h.area)))
        s += "- 3-midnight stay %s; payer auth for SNF %s.\n" % (r.choice(["met", "waived by plan"]), m("IDNUM", auth_no(r)))
    elif plan == "hh":
        s += "- Home with skilled nursing/PT via %s (start of care %s). Intake: %s, fax %s.\n" % (
            m("ORGANIZATION", r.choice(HOMEHEALTH)), df(add_days(day, r.randrange(1, 3)), r.choice(["md", "us"])), m("EMAIL", email(r, None)), m("FAX", c.pl.phone(c.h.area)))
        s += "- DME: rolling walker and 3-in-1 commode ordered from %s, order %s.\n" % (m("ORGANIZATION", r.choice(DME)), m("IDNUM", str(r.randrange(10 ** 6, 10 ** 8))))
    elif plan == "hospice":
        s += "- Family (%s) chose home hospice with %s; RN liaison %s will visit %s.\n" % (name_p(c.fam[0][1], "full", "FAMILY"), m("ORGANIZATION", r.choice(["Golden Thread Hospice", "Harbor Light Hospice"])),
                                                                                          m("DOCTOR", "%s %s" % (Person(r).first, Person(r).last)), df(add_days(day, 1), "wk"))
        s += "- Hospital bed delivery to %s, %s %s.\n" % (m("STREET", c.street), m("CITY", c.city), m("ZIP", c.zip))
    else:
        s += "- Home with %s %s. Meds to beds via %s outpatient pharmacy. Copay assistance: %s.\n" % (
            c.sexw("his"), c.fam[0][0], c.hosp(True), r.choice(["manufacturer card applied", "not needed", "referred to financial counselor %s" % m("DOCTOR", Person(r).first + " " + Person(r).last)]))
    s += "- PCP appointment: %s %s with %s.\n" % (df(add_days(day, r.randrange(3, 10)), r.choice(["wk_long", "us", "md"])), r.choice(["10:40", "2:15 pm", "08:30"]), dr(c.pcp, "dr_last"))
    s += "- Barriers: %s\n\n" % r.choice(["health literacy; teach-back with daughter", "cost of medications", "no working phone - uses neighbor's, %s" % m("PHONE", c.pl.phone()), "none identified"])
    s += "Plan discussed with patient, %s, and %s (SW). Will continue to follow.\n%s, RN CM  %s\n" % (
        c.fam[0][0], m("DOCTOR", "%s %s" % (c.sw.first, c.sw.last)), m("DOCTOR", "%s %s" % (c.cm.first, c.cm.last)), m("EMAIL", email(r, c.cm, "example.org")))
    s += c.footer()
    return s


def ur_review(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    day = add_days(c.date, r.randrange(0, 4))
    s = "UTILIZATION REVIEW - %s REVIEW\n" % r.choice(["ADMISSION", "CONTINUED STAY", "CONCURRENT"])
    s += "%-16s%s\n%-16s%s\n%-16s%s\n%-16s%s\n%-16s%s\n%-16s%s\n%-16s%s\n" % (
        "Facility:", c.hosp() + " (NPI " + m("LICENSE", npi(r)) + ")", "Patient:", name_p(c.pt, "LAST_FIRST"), "DOB:", df(c.dob, "us"),
        "MRN / Acct:", m("MRN", c.mrn) + " / " + m("ACCOUNT", c.acct), "Payer:", m("ORGANIZATION", c.insurer),
        "Member #:", m("HEALTHPLAN", c.member), "Review date:", df(day, "us"))
    if r.random() < 0.5:
        s += "%-16s%s\n" % ("SSN:", m("SSN", c.ssn))
    s += "%-16s%s\n%-16s%s\n\n" % ("Admit:", c.d(fmt="us") + " " + t(r), "Attending:", dr(c.attending, "full_cred") + " (NPI " + m("LICENSE", npi(r)) + ")")
    s += "Working dx: %s (%s)\n" % (sc["dx"], ICD[sc["key"]])
    s += "Clinical summary: %s %s presented to ED %s with %s. ED vitals %s. %s\n" % (
        c.A(r.choice(["yo", "yr_old"])), c.sexw("mf"), c.d(fmt="md"), sc["cc"], clin.vitals(r, "line"), sc["imaging"])
    s += "Intensity of service: %s\nSeverity of illness: %s\n" % (r.choice(["IV antibiotics q8h, telemetry, q4h neuro checks", "IV diuresis, daily BMP", "insulin drip, q1h glucose", "transfusion, serial H/H"]),
                                                                   r.choice(["abnormal vitals persisting", "lactate >2", "Hgb drop >2 g/dL", "hypoxia requiring O2"]))
    s += "Labs:\n%s\nActive orders:\n%s\n" % (X.trend_table(r, c, 2), X.inpatient_meds(r, sc))
    s += "Criteria: %s\n" % r.choice(["Inpatient criteria MET", "Observation - does not meet inpatient", "Secondary physician review"])
    if r.random() < 0.6:
        prev = add_days(day, -r.randrange(1, 3))
        s += "\nPrior review %s: %s; approved by %s (%s), next review %s.\n" % (df(prev, "us"), r.choice(["admission review, criteria met", "observation status, converted to inpatient"]),
                                                                               m("ORGANIZATION", c.insurer), m("IDNUM", auth_no(r)), df(day, "md"))
    s += "Progress since last review: %s %s\nDischarge plan: %s; anticipated discharge %s.\n" % (
        " ".join(p.split(";")[0].rstrip(".") + "." for _, p in sc["plan"]), r.choice(["Still requiring IV therapy.", "Weaning O2.", "Awaiting SNF bed.", "Tolerating PO."]),
        r.choice(["home", "SNF (%s)" % m("HOSPITAL", c.snf), "home with HH"]), df(add_days(day, r.randrange(1, 4)), r.choice(["md", "us"])))
    s += "\nCONTACT LOG\n"
    for _ in range(r.randrange(2, 5)):
        s += "%s %s  %s\n" % (df(add_days(day, r.randrange(0, 3)), "md_pad"), t(r), r.choice([
            "Called %s UM line %s; spoke with %s, ref %s." % (m("ORGANIZATION", c.insurer), m("PHONE", c.pl.phone(ext=True)), m("DOCTOR", Person(r).first), m("IDNUM", auth_no(r))),
            "Clinicals uploaded to payer portal %s, confirmation %s." % (m("URL", r.choice(["https://provider.example.com/um", "www.example.net/auth/submit", "https://ums.example.org/intake"])), m("IDNUM", str(r.randrange(10 ** 7, 10 ** 9)))),
            "Faxed H&P and progress notes to %s (%d pages)." % (m("FAX", c.pl.phone()), r.randrange(4, 30)),
            "Received approval for %d days, next review %s, auth %s." % (r.randrange(1, 5), df(add_days(day, r.randrange(2, 5)), "md"), m("IDNUM", auth_no(r))),
            "Denial letter received; appeal deadline %s. Notified %s." % (df(add_days(day, 30), "us"), dr(c.attending, "dr_last")),
            "Email from payer nurse reviewer %s requesting PT notes." % m("EMAIL", email(r, Person(r), "example.com"))]))
    s += "\nReviewer: %s, RN  (%s)  tel %s\n" % (m("DOCTOR", "%s %s" % (c.cm.first, c.cm.last)), m("USERNAME", c.cm.uname), m("PHONE", c.pl.phone(c.h.area, ext=True)))
    s += "Physician advisor: %s\n" % dr(Person(r), "full_cred")
    s += c.footer()
    return s


def sw_psychosocial(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.5, age_range=age_range(sc))
    r = rng
    day = add_days(c.date, r.randrange(1, 5))
    s = "SOCIAL WORK / CASE MANAGEMENT - PSYCHOSOCIAL ASSESSMENT\n%s   %s   MRN %s   DOB %s\n\n" % (df(day, r.choice(["us", "long"])), name_p(c.pt, "full"), m("MRN", c.mrn), df(c.dob, "us_short"))
    s += "Referral reason: %s\n\n" % r.choice(["discharge planning, lives alone", "insurance lapse", "concern for caregiver strain", "housing instability", "substance use resources"])
    s += "%s is a %s %s interviewed in room %s with permission. %s identifies %s %s, %s (%s), as primary support; %s lives in %s, %s, about %d miles away.\n" % (
        c.P("full"), c.A(), c.sexw("word"), m("LOCATION_OTHER", c.room), c.sexw("He"), c.sexw("his"), c.fam[0][0], name_p(c.fam[0][1], "full", "FAMILY"), m("PHONE", c.fam[0][2]),
        "they", m("CITY", r.choice(TOWNS) + r.choice(["", " Falls", " Mills"])), m("STATE", c.pl.state()[1]), r.randrange(5, 300))
    s += "Employment/income: %s\n" % r.choice([
        "Worked as %s %s at %s until %s; now on SSDI." % (art(c.profession), m("PROFESSION", c.profession), m("ORGANIZATION", c.employer), df(add_days(day, -r.randrange(200, 3000)), "yr")),
        "Currently employed as %s %s; FMLA paperwork for employer %s completed, HR fax %s." % (art(c.profession), m("PROFESSION", c.profession), m("ORGANIZATION", c.employer), m("FAX", c.pl.phone())),
        "Retired %s, pension and Social Security." % m("PROFESSION", c.profession)])
    s += "Insurance: %s (ID %s)%s\n" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member), r.choice(["", "; Medicaid application submitted %s, case # %s" % (df(day, "md"), m("IDNUM", str(r.randrange(10 ** 7, 10 ** 9))))]))
    s += "Housing: %s\n" % r.choice(["rents apartment at %s, %s %s %s" % (m("STREET", c.street), m("CITY", c.city), m("STATE", c.state[1]), m("ZIP", c.zip)),
                                     "staying with %s %s since eviction in %s" % (c.fam[1][0], name_p(c.fam[1][1], "first", "FAMILY"), df(add_days(day, -r.randrange(30, 300)), "mon_yr")),
                                     "shelter: %s, case worker %s" % (m("ORGANIZATION", r.choice(["Harbor House Shelter", "New Dawn Family Shelter", "Safe Haven Men's Shelter"])), m("FAMILY", Person(r).first))])
    s += "Spiritual: %s\n" % r.choice(["member of %s" % c.church(), "none identified", "requests chaplain"])
    s += "Substance use: %s\nSafety: denies IPV; no firearms in the home.\n\n" % r.choice(["denies", "EtOH daily, interested in resources", "cannabis"])
    s += "Collateral: spoke with %s (%s) by phone at %s, who reports %s. Also spoke with %s at %s (%s) regarding %s.\n" % (
        name_p(c.fam[1][1], "full", "FAMILY"), c.fam[1][0], m("PHONE", c.fam[1][2]), r.choice(["patient has been struggling to manage medications", "patient was living independently until recently", "concern about driving"]),
        m("DOCTOR", Person(r).first + " " + Person(r).last), m("ORGANIZATION", r.choice(["Area Agency on Aging", "Meals on Wheels of Tallis County", "county adult protective services", "the VA community care office"])),
        m("PHONE", c.pl.phone(c.h.area)), r.choice(["in-home services", "an open case", "eligibility", "benefits"]))
    s += "Advance care planning: %s\nResources provided: caregiver support group list, transportation vouchers, %s, pharmacy discount program.\n" % (
        r.choice(["no documents; MOLST discussed", "HCP document signed %s, witnesses present" % df(day, "md"), "patient declines to discuss today"]),
        r.choice(["fuel assistance application", "SNAP pre-screen", "legal aid referral"]))
    s += "Coping/adjustment: %s Cognition: %s. Decision-maker: %s.\n\n" % (
        r.choice(["Patient tearful when discussing finances but engaged in planning.", "Patient minimizes symptoms; family concerned about safety at home.", "Calm, future-oriented, asks appropriate questions."]),
        r.choice(["intact", "mild impairment, MoCA 21/30", "impaired, HCP involved"]), r.choice(["self", "HCP %s" % name_p(c.fam[0][1], "full", "FAMILY")]))
    s += "Plan:\n1. Provided list of community resources; %s.\n2. Coordinate with %s (CM).\n3. Follow up %s.\n\n" % (
        r.choice(["meals program referral placed", "SNAP application started", "Lifeline phone application"]), m("DOCTOR", "%s %s" % (c.cm.first, c.cm.last)), df(add_days(day, 1), "wk"))
    s += "%s, LICSW  %s  %s\n" % (m("DOCTOR", "%s %s" % (c.sw.first, c.sw.last)), m("PHONE", c.pl.phone(c.h.area, ext=True)), m("EMAIL", email(r, c.sw, "example.org")))
    return s
