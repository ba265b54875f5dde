"""Genres: HIV follow-up with VL table, IPC incident report, pre-employment questionnaire summary."""
import datetime as dt

import pools as P
from common import Case, fields_out, demo_fields, sig, labs, vitals, FILLER
from phi import Note


def hiv(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 19, 83)
    reg = r.choice(["Biktarvy 1 tab OD", "Dovato 1 tab OD", "Triumeq", "Descovy + dolutegravir 50 mg",
                    "Juluca", "cabotegravir/rilpivirine LA IM every 2 months"])
    n(r.choice(["HIV CLINIC FOLLOW-UP", "HIV Outpatient Review", "Immunology / HIV clinic letter"]), "\n", cs.hosp)
    if r.random() < 0.5:
        n(", ", cx.ward())
    n("\n\n")
    extra = []
    if cx.c == "US":
        extra.append(("Insurance", [r.choice(["Medicaid ", "Ryan White ", "BCBS "]), cx.plan()]))
        if r.random() < 0.5:
            extra.append(("Acct", [cx.acct()]))
    elif cx.c == "AU":
        extra.append(("Medicare", [cx.plan()]))
    fields_out(n, cx, demo_fields(cx, cs, extra, r.choice(["full", "LF", "UPPER"])))
    n("Seen by ", cx.doc(cs.doc, r.choice(["dr", "drfull", "cred"])), " with ", cx.doc(cs.doc2, "cred"),
      " (clinic pharmacist) on ", cx.D(), ".\n\n")
    diag = cx.dob(r.randint(1, 25))
    n(cx.nm(cs.p, "PATIENT", r.choice(["title", "first", "initials"])), " is a ",
      cx.age_items(cs.age, cs.p.sex, r.choice(["year", "yo_tight", "y/o", "words"])), " ", r.choice(
          ["man", "woman", "person"]), " diagnosed with HIV-1 in ", cx.D(diag, r.choice(["year", "month"])),
      " (nadir CD4 %d) on %s since " % (r.randint(20, 500), reg), cx.D(diag + dt.timedelta(days=r.randint(30, 800)),
                                                                          r.choice(["month", "mmyy", "year"])), ".\n")
    n("Adherence: ", r.choice(["reports no missed doses", "missed ~2 doses/month", "pill organiser, good",
                               "injections on time"]), ". Works as a ", cs.prof, ". Lives with ",
      r.choice(["partner ", "spouse ", "parent ", "housemate "]), ("FAMILY", cs.kin.first), ", who ",
      r.choice(["is aware of the diagnosis", "is on PrEP", "is also under this clinic", "is not aware"]), ".\n")
    n("Comorbidities: ", r.choice(["hypertension on amlodipine 5 mg", "nil", "treated syphilis (RPR 1:2)",
                                   "chronic HBV (TDF-containing regimen)", "depression on sertraline 100 mg"]), ".\n")
    n(vitals(cx), "\n\nVIRAL LOAD / CD4 TREND\n")
    d = cx.day(-700, -500)
    pipe = r.random() < 0.5
    if pipe:
        n("| Date | HIV-1 RNA (copies/mL) | CD4 (cells/uL) | CD4 % | Lab no |\n|---|---|---|---|---|\n")
    else:
        n("Date          VL (c/mL)    CD4    CD4%   Lab no\n")
    cd4 = r.randint(150, 500)
    for i in range(r.randint(4, 8)):
        d = d + dt.timedelta(days=r.randint(60, 150))
        vl = r.choice(["<20", "<20", "<50", "TND", str(r.randint(21, 400)), str(r.randint(1000, 120000))])
        cd4 += r.randint(-40, 90)
        pc = r.randint(10, 38)
        ds = cx.dfmt(d, r.choice(["num", "dmon", "iso"]))
        lab = cx.idn(r.choice(["V", "HIV", "LAB"]))
        if pipe:
            n("| ", ("DATE", ds), " | ", vl, " | ", str(cd4), " | ", str(pc), " | ", lab, " |\n")
        else:
            n(("DATE", ds), " " * max(1, 14 - len(ds)), vl.ljust(12), " ", str(cd4).ljust(6), " ", str(pc).ljust(6),
              " ", lab, "\n")
    n("\nToday's bloods:\n")
    labs(n, cx, "hiv")
    n("\nResistance (", cx.D(diag, "year"), "): ", r.choice(["wild type", "M184V", "K103N", "none detected"]), ".\n")
    n("Plan: continue ", reg, "; next VL in 6 months; cervical screening ", r.choice(["due", "up to date"]),
      "; ", r.choice(["pneumococcal vaccine given", "HPV vaccine course 2/3", "statin discussed (QRISK 12%)",
                      "HBV vaccination booster"]), ".\n")
    n("Pharmacy: ", cx.hosp(), ", ", cx.phone(), ". Patient portal ", cx.url(), ".\n")
    if r.random() < 0.5:
        n("Copy to GP: ", cx.doc(cx.person(), "dr"), ", ", cx.hosp(), ", ", cx.addr_items(), " (fax ", cx.fax(),
          ")\n")
    sig(n, cx, cs.doc, "Consultant in HIV Medicine")
    return n


def ipc_incident(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 30, 99)
    org = r.choice(["MRSA bacteraemia", "C. difficile toxin positive diarrhoea", "CPE (OXA-48) colonisation",
                    "VRE faecium", "Candida auris screen positive", "Norovirus in bay", "CLABSI (S. epidermidis)",
                    "hospital-onset COVID-19"])
    rep = cx.person()
    n(r.choice(["INFECTION PREVENTION & CONTROL - INCIDENT REPORT", "IPC Incident Review (post-infection review)",
                "Healthcare-associated infection incident"]), "\n")
    fields_out(n, cx, [("Incident no", [cx.idn("IPC")]), ("Reported", [cx.D(), " %02d:%02d" % (
        r.randint(0, 23), r.randint(0, 59))]), ("Reporter", cx.doc(rep, r.choice(["cred", "plain"]))),
        ("Reporter login", [cx.user(rep)]), ("Site", [cs.hosp]), ("Ward", [cx.ward()]),
        ("Location", ["bed ", ("LOCATION_OTHER", str(r.randint(1, 32)))])], r.choice(["kv", "aligned", "inline"]))
    n("Organism/event: ", org, "\nPatient: ", cx.nm(cs.p, "PATIENT", r.choice(["UPPER", "LF", "full"])), ", ",
      cx.age_items(cs.age, cs.p.sex, r.choice(["sexage", "yo", "agesex"])), ", MRN ", cs.mrn, ", encounter ",
      cx.acct(), "\n\n")
    adm = cx.day(-25, -8)
    n("Timeline:\n")
    n("  - Admitted ", cx.D(adm), " via ED with ", r.choice(["urosepsis", "fractured NOF", "CAP", "cellulitis",
                                                            "exacerbation of COPD"]), ".\n")
    n("  - ", cx.D(adm + dt.timedelta(days=2)), ": ", r.choice(["PICC inserted", "urinary catheter (Foley) placed",
                                                                "moved to side room ", "transferred from ICU"]))
    if n.parts[-1].endswith("room "):
        n(("LOCATION_OTHER", "%d%s" % (r.randint(1, 20), r.choice(["", "A", "B"]))))
    n(".\n  - ", cx.D(adm + dt.timedelta(days=r.randint(3, 8))), ": specimen ", cx.idn("MB"), " ", r.choice(
        ["positive", "reported", "flagged by lab"]), ", alert placed on record.\n")
    n("  - Infusion pump ", cx.device(), " and commode ", cx.device(), " quarantined for decontamination.\n")
    n("  - Patient moved from bay ", ("LOCATION_OTHER", "%d" % r.randint(1, 6)), " to isolation room ",
      ("LOCATION_OTHER", "%d" % r.randint(1, 20)), " at %02d:%02d.\n" % (r.randint(0, 23), r.randint(0, 59)))
    n("\nContributing factors: ", r.choice(["ANTT not documented on two occasions", "commode cleaning not "
                                            "evidenced", "delayed isolation (side rooms full)", "hand hygiene "
                                            "compliance 78%", "line in situ > 7 days without review"]), ". ",
      r.choice(FILLER), "\n")
    n("Next of kin ", ("FAMILY", cs.kin.first + " " + cs.kin.last), " (", r.choice(["child", "spouse", "sibling", "grandchild", "niece"]),
      ") informed by ", cx.doc(cs.doc, "dr"), " on ", cx.D(), " by phone ", cx.phone(), ".\n")
    n("Actions: RCA meeting ", cx.D(cx.day(3, 10), r.choice(["wkfull", "wk"])), "; ward manager ",
      cx.doc(cx.person(), "plain"), " to complete audit; matron informed.\n")
    n("Report submitted via ", cx.url(), " from ", cx.ip(), ".\n")
    sig(n, cx, cs.doc2, "Infection Prevention Nurse")
    return n


def pre_employment(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 18, 63)
    n(r.choice(["PRE-EMPLOYMENT HEALTH QUESTIONNAIRE - OH SUMMARY", "Pre-placement health assessment summary",
                "New Starter Health Clearance"]), "\n\n")
    fields = [("Applicant", cx.nm(cs.p, "PATIENT", r.choice(["full", "LF", "fml", "UPPER"]))),
              ("DOB", [cx.D(cs.dob, full=True)]), ("Post applied for", [cs.prof]), ("Organisation", [cs.emp]),
              ("Address", cs.addr(cx)), ("Mobile", [cs.phone]), ("Email", [cx.email(cs.p)])]
    if cx.c == "US":
        fields.append(("SSN", [cx.ssn()]))
    elif cx.c == "UK":
        fields.append(("NI number", [cx.ssn()]))
    fields.append(("Recruitment ref", [cx.idn("REC")]))
    fields.append(("Questionnaire received", [cx.D()]))
    fields_out(n, cx, fields)
    n("Questionnaire answers (summary):\n")
    qs = [("Chronic illness affecting work?", r.choice(["No", "Yes - asthma, well controlled"])),
          ("Skin conditions?", r.choice(["No", "Eczema on hands"])),
          ("TB symptoms / lived abroad > 3 months?", None),
          ("Exposure-prone procedures in role?", r.choice(["Yes", "No"])),
          ("Night shifts?", r.choice(["Yes", "No"]))]
    for q, a in qs:
        if a is None:
            c, city = cx.travel()
            n("  [x] ", q, " Lived in ", ("COUNTRY", c), " until ", cx.D(cx.dob(r.randint(1, 8)), r.choice(
                ["year", "month"])), "\n")
        else:
            n("  [", "x" if a != "No" else " ", "] ", q, " ", a, "\n")
    n("\nImmunity evidence:\n")
    for item in r.sample(["MMR x2", "Varicella IgG positive", "Hep B anti-HBs 212 IU/L", "IGRA negative",
                          "BCG scar seen", "Tdap 2019 (per record)", "Influenza vaccine this season"], 4):
        n("  - ", item, "\n")
    n("Health clearance: ", r.choice(["cleared", "cleared with adjustments", "EPP clearance pending IVS",
                                      "deferred - further information required"]), ".\n")
    if r.random() < 0.5:
        n("Adjustment: ", r.choice(["no latex gloves", "day shifts only for 3 months", "ergonomic chair",
                                    "avoid respiratory sensitisers"]), ". Discussed with line manager ",
          ("FAMILY", cx.person().first + " " + cx.person().last), ".\n")
    if r.random() < 0.5:
        n("Professional registration checked: ", r.choice(["NMC PIN", "HCPC", "AHPRA", "state licence"]), " ",
          cx.lic(r.choice(["nmc", "ahpra", "gmc", "npi"])), " - valid.\n")
    if r.random() < 0.4:
        n("Identity verified with driving licence ", cx.lic("dl"), ".\n")
    if r.random() < 0.4:
        n("Fingerprint enrolment for drug-room access: ", cx.bio(), ".\n")
    n("Submitted online by applicant (account ", cx.user(cs.p), ", IP ", cx.ip(), ").\n")
    n("Reviewed by ", cx.doc(cs.doc, r.choice(["cred", "init", "plain"])), " on ", cx.D(), ". Queries to OH ",
      cx.phone(), ".\n")
    return n


GENRES = {"hiv_clinic_followup": hiv, "ipc_incident_report": ipc_incident,
          "pre_employment_questionnaire": pre_employment}
