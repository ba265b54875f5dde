"""Genres: Mental Health Act assessment record, ward round review, risk assessment."""
import phi
import pools_places as PP
from clin import diag, DIAG, MEDS, MSE_APP, MSE_BEH, MSE_SPEECH, MSE_MOOD, MSE_THOUGHT, MSE_PERC, MSE_COG, MSE_INS
from clin import RISK_SELF, RISK_OTH, RISK_FROM, LAW, PLAN_ITEMS, SCORES, HONOS
from core import Doc, nm, dr, dt, addr, age_str, cap


def _hp_label(c, rng):
    return {"UK": rng.choice(["NHS No", "NHS number", "NHS#"]), "IE": rng.choice(["Medical card no", "GMS no"]),
            "AU": rng.choice(["Medicare", "Medicare No", "Medicare card"])}[c]


def _mrn_label(c, rng):
    return {"UK": rng.choice(["RiO", "Hospital No", "Trust ID", "MRN"]), "IE": rng.choice(["MRN", "Chart No"]),
            "AU": rng.choice(["UR", "URN", "MRN"])}[c]


def _lic_label(kind, c):
    if c == "UK":
        return {"doc": "GMC", "nurse": "NMC PIN", "sw": "SWE reg", "psy": "HCPC"}.get(kind, "NMC PIN")
    if c == "IE":
        return {"doc": "MCRN", "nurse": "NMBI PIN", "sw": "CORU reg"}.get(kind, "NMBI PIN")
    return "AHPRA"


# ------------------------------------------------------------------ MHA assessment
def mha_assessment(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    amhp = ctx.staff({"UK": "AMHP", "IE": "Authorised Officer", "AU": "Consultant Psychiatrist"}[c])
    doc1 = ctx.staff("Consultant Psychiatrist") if rng.random() < 0.5 else ctx.rc
    gp = ctx.gp
    when = ctx.ref
    tm = phi.time_str(rng, rng.choice(["colon", "hrs"]))
    title = {"UK": ["AMHP ASSESSMENT RECORD - MENTAL HEALTH ACT 1983", "Mental Health Act Assessment - AMHP "
                    "Outcome Report", "MHA ASSESSMENT (AMHP REPORT)"],
             "IE": ["ASSESSMENT FOR INVOLUNTARY ADMISSION - MENTAL HEALTH ACT 2001",
                    "Authorised Officer Report - Application for Involuntary Admission"],
             "AU": ["MENTAL HEALTH ACT ASSESSMENT RECORD", "Assessment under the Mental Health Act - Clinical "
                    "Record"]}[c]
    A(rng.choice(title), "\n", "=" * rng.randint(20, 48), "\n")
    kv = rng.random() < 0.6
    sep = ": " if kv else "  "
    A("Name", sep)
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "caps", "fml"]))
    A("\nDOB", sep)
    dt(d, ctx, ctx.dob)
    A(" (", (str(ctx.age), "AGE"), ")\n" if rng.random() < 0.6 else " yrs)\n")
    A(_hp_label(c, rng), sep, (ctx.hp, "HEALTHPLAN"), "    ", _mrn_label(c, rng), sep, (ctx.mrn, "MRN"), "\n")
    if rng.random() < 0.25:
        A({"UK": rng.choice(["NINo", "NI No", "NI number"]), "IE": "PPSN", "AU": rng.choice(["CRN", "Centrelink CRN"])}[c], sep, (ctx.ssn, "SSN"), "\n")
    A("Address", sep)
    addr(d, ctx)
    A("\nTel", sep, (ctx.phone, "PHONE"), "\n")
    A("GP", sep, "Dr ", (gp.full(), "DOCTOR"), ", ", (ctx.practice, "HOSPITAL"), " (", (ctx.gp_phone, "PHONE"), ")\n")
    A(L["nr"].capitalize() if c != "UK" else "Nearest Relative (s26)", sep)
    nm(d, rng, ctx.nok, "FAMILY", "full")
    A(" - ", ctx.nok_rel, ", tel ", (ctx.nok_phone, "PHONE"), "\n")
    A("Date of assessment", sep)
    dt(d, ctx, when, rng.choice([ctx.dstyle, "wdlong", "uk"]))
    A(" at ", tm, "\n")
    place = rng.choice(["home", "136", "ed", "custody"])
    A("Place of assessment", sep)
    if place == "home":
        A("patient's home address (above)\n")
    elif place == "136":
        A("Health-based place of safety, ", (ctx.hosp, "HOSPITAL"), "\n")
    elif place == "ed":
        A("Emergency Department, ", (rng.choice(PP.HOSPITALS[c]), "HOSPITAL"), ", cubicle ",
          (str(rng.randint(1, 24)), "LOCATION_OTHER"), "\n")
    else:
        A("police custody suite, cell ", (str(rng.randint(1, 18)), "LOCATION_OTHER"), "; custody ref ",
          (phi.idnum(rng, "custody"), "IDNUM"), "\n")
    A("\nProfessionals present:\n - ")
    dr(d, rng, doc1, "t_full")
    A(", ", L["s12"], " (", _lic_label("doc", c), " ", (doc1.lic(rng), "LICENSE"), ")\n - ")
    if rng.random() < 0.6:
        A("Dr ", (gp.full(), "DOCTOR"), " (GP, previous acquaintance)\n - ")
    else:
        s2 = ctx.staff("Specialty Doctor" if c == "UK" else "Registrar" if c == "IE" else "Psychiatry Registrar")
        dr(d, rng, s2, "t_full")
        A(" (", s2.role, ")\n - ")
    if c == "AU":
        A("Dr ")
    A((amhp.p.full(), "DOCTOR"), ", ", L["assessor"], " (", _lic_label(amhp.kind, c), " ", (amhp.lic(rng), "LICENSE"),
      ")\n")
    langs = {"easteuro": ["Polish", "Romanian", "Lithuanian"], "southasian": ["Urdu", "Punjabi", "Bengali"],
             "african": ["Somali", "Tigrinya", "Shona"], "med": ["Arabic", "Greek", "Turkish"],
             "eastasian": ["Vietnamese", "Mandarin", "Tagalog"]}
    if ctx.pt.origin in langs and rng.random() < 0.6:
        orig = ctx.pt.origin
        lang = rng.choice(langs[orig])
        interp = phi.person(rng, c, origin=orig)
        A(" - Interpreter (", lang,
          "): ", (interp.full(), "FAMILY"), ", booking ref ", (phi.idnum(rng, "referral"), "IDNUM"), "\n")
    if place in ("home", "custody") or rng.random() < 0.3:
        A(" - 2 police officers in attendance (incident ", (phi.idnum(rng, "police"), "IDNUM"), ")\n")

    A("\nCircumstances of referral\n")
    A("Referred by ", rng.choice(["the ", ""]), rng.choice(["CMHT", "Home Treatment Team", "GP", "ED liaison team",
                                                                "police"]), " on ")
    dt(d, ctx, ctx.d(-rng.randint(0, 3)))
    A(". ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["last_t", "first", "full"]))
    A(" is an " if str(ctx.age)[0] == "8" or ctx.age in (11, 18) else " is a ", (str(ctx.age), "AGE"), rng.choice(["-year-old", " year old", " y/o", "yo"]))
    A(" " if rng.random() < 0.5 else " single ", "man" if ctx.sex == "M" else "woman", " with a history of ",
      diag(rng, ctx.age, ctx.sex), ". ")
    A(ctx.his.capitalize(), " ", ctx.nok_rel, " ")
    nm(d, rng, ctx.nok, "FAMILY", rng.choice(["first", "full", "last_t"]))
    A(" reported that over the past ", rng.choice(["two weeks", "10 days", "month", "few days"]), " ", ctx.he,
      " had ", rng.choice(["stopped taking medication", "barricaded the flat", "not slept", "been shouting at the "
                           "neighbours", "stopped eating", "been walking the streets at night"]), ". ")
    if rng.random() < 0.5:
        car = phi.plate(rng, c)
        A("On ")
        dt(d, ctx, ctx.d(-1), rng.choice(["wdlong", "dshort", ctx.dstyle]))
        A(" ", ctx.he, " was found sleeping in ", ctx.his, " car (reg ", (car, "VEHICLE"), ") near ",
          (phi.landmark(rng, c), "LOCATION_OTHER"), ". ")
    if rng.random() < 0.5:
        A("Ambulance called at ", phi.time_str(rng), " (incident no. ", (phi.idnum(rng, "ambulance"), "IDNUM"), "). ")
    A("\n\nRelevant history\n")
    y1 = ctx.ref.year - rng.randint(2, max(2, min(15, ctx.age - 14)))
    A("First contact with mental health services in ", (str(y1), "DATE"), " aged ",
      (str(ctx.age - (ctx.ref.year - y1)), "AGE"), ". Previous admissions: ")
    y2 = rng.randint(y1, ctx.ref.year - 1)
    A((phi.fdate(phi.rand_date(rng, (y2, 1, 1), (y2, 12, 28)), rng.choice(["my", "mys", "uk"])), "DATE"), " (",
      (rng.choice(PP.WARDS[c]), "HOSPITAL"), ", ", rng.choice([L["s2"], L["s3"], L["informal"]]), ")")
    if rng.random() < 0.6:
        y3 = rng.randint(y2, ctx.ref.year - 1)
        A(" and ", (str(y3), "DATE"), " (", rng.choice([L["s3"], L["informal"], "PICU"]), ")")
    A(". ", rng.choice(["No forensic history.", "Previous caution for criminal damage.",
                        "Known to liaison and diversion.", "One conviction for possession (cannabis)."]), "\n\n")
    A("Social circumstances\n")
    if rng.random() < 0.5:
        A("Born in ", (rng.choice(PP.COUNTRIES), "COUNTRY"), ", moved to ",
          ({"UK": "England", "IE": "Ireland", "AU": "Australia"}[c], "COUNTRY"), " aged ",
          (str(rng.randint(2, 30)), "AGE"), ". ")
    lv = rng.choice(["alone in a council flat", "with ", "in supported accommodation at ", "with partner"])
    A("Lives ", lv)
    if lv == "with ":
        A(ctx.his, " ", ctx.nok_rel, " ")
        nm(d, rng, ctx.nok, "FAMILY", "first")
    elif lv.endswith("at "):
        A((rng.choice(PP.BUILDINGS), "LOCATION_OTHER"), " (", (phi.org(rng, c, "housing"), "ORGANIZATION"), ")")
    A(". Previously worked as a ", (ctx.prof, "PROFESSION"))
    if rng.random() < 0.5:
        A(" at ", (phi.org(rng, c), "ORGANIZATION"))
    un = rng.choice(["currently signed off sick", "unemployed since "] +
                    {"UK": ["claims UC", "on PIP"], "IE": ["on Disability Allowance", "on Jobseeker's Allowance"],
                     "AU": ["on the DSP", "on JobSeeker"]}[c])
    A("; ", un)
    if un.endswith("since "):
        dt(d, ctx, phi.rand_date(rng, (ctx.ref.year - 3, 1, 1), (ctx.ref.year - 1, 12, 1)), rng.choice(["my", "y"]))
    A(".\n\n")

    A("Interview\n")
    A(rng.choice(MSE_APP), ". ", cap(rng.choice(MSE_BEH)), ". Speech ", rng.choice(MSE_SPEECH), ". Mood ",
      rng.choice(MSE_MOOD), ". ", cap(rng.choice(MSE_THOUGHT)), ". ", cap(rng.choice(MSE_PERC)), ". ",
      cap(rng.choice(MSE_INS)), ".\n")
    A("Capacity: lacks capacity to decide on admission (unable to weigh information).\n\n")
    A(cap(L["nr"]) + " consulted" if c != "UK" else "Nearest Relative consultation", "\n")
    A("Spoke with ")
    nm(d, rng, ctx.nok, "FAMILY", rng.choice(["last_t", "full", "first"]))
    A(" by phone at ", phi.time_str(rng), ". ", rng.choice(["Did not object to the application.",
                                                            "Agreed admission is needed.",
                                                            "Objected; advised of right to apply for discharge.",
                                                            "Could not be contacted - voicemail left."]), "\n\n")
    A("Alternatives considered\n")
    A("Home treatment via ", (ctx.team, "HOSPITAL"), " considered and rejected given ",
      rng.choice(["level of risk", "refusal to engage", "lack of support at home", "failure of HTT in the past"]),
      ". ", L["informal"].capitalize(), " admission offered and declined.\n\n")
    A("Outcome\n")
    A("Application made under ", rng.choice([L["s2"], L["s3"]]), " (", L["act"], "). ", rng.choice(L["forms"]),
      " completed ")
    dt(d, ctx, when)
    A(" ", phi.time_str(rng), ". Bed identified on ", (ctx.ward, "HOSPITAL"), ", ", (ctx.hosp, "HOSPITAL"), ". ")
    A("Conveyed by ", rng.choice(["ambulance", "secure transport", "police vehicle due to risk"]), ".\n\n")
    A(rng.choice(["Signed: ", "Completed by: ", "Author: "]), (amhp.p.full(), "DOCTOR"), ", ", L["assessor"], "\n")
    A("Tel ", (phi.phone(rng, c, "land"), "PHONE"), "  Email ", (phi.email(rng, c, amhp.p), "EMAIL"), "\n")
    if rng.random() < 0.4:
        A("Entered on system by user ", (phi.username(rng, amhp.p), "USERNAME"), " on ")
        dt(d, ctx, ctx.d(rng.randint(0, 2)), "uk")
        A(" ", phi.time_str(rng), "\n")
    return d


# ------------------------------------------------------------------ ward round
def ward_round(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    reg = ctx.staff({"UK": "ST5", "IE": "Registrar", "AU": "Psychiatry Registrar"}[c])
    nurse = ctx.staff({"UK": "Staff Nurse", "IE": "CNM2", "AU": "RN"}[c])
    ot = ctx.staff("OT")
    ph_ = ctx.staff("Pharmacist") if c == "UK" else ctx.staff("Social Worker")
    day = rng.randint(3, 60)
    style = rng.choice(["struct", "struct", "terse", "mdt"])
    bed = str(rng.randint(1, 22))
    if style == "terse":
        A("WR ")
        dt(d, ctx, ctx.ref, rng.choice(["short", "uk2", "wd"]))
        A(" - ", (ctx.ward, "HOSPITAL"), "\nPresent: ")
        dr(d, rng, ctx.rc, "t_last")
        A(" (RC), ")
        dr(d, rng, reg, "t_last")
        A(", ", (nurse.p.first, "DOCTOR"), " (", nurse.role, "), ", (ot.p.inits(False), "DOCTOR"), " (OT), pt")
        if rng.random() < 0.5:
            A(", ", ctx.nok_rel, " ")
            nm(d, rng, ctx.nok, "FAMILY", "first")
        A("\n")
        nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "inits", "last_t"]))
        A(" ", *age_str(rng, ctx.age, sex=ctx.sex))
        A(" bed ", (bed, "LOCATION_OTHER"), ". Day ", str(day), " of admission. ",
          rng.choice([L["s2"], L["s3"], L["informal"]]), ".\n")
        A("S/E: ", rng.choice(["sleeping better", "still v. guarded", "brighter, engaging w OT", "PRN x3 this wk",
                              "1 incident - verbal aggression", "eating 50%", "requesting discharge"]), ". ")
        A(rng.choice(MSE_THOUGHT), "; ", rng.choice(MSE_PERC), ". ", rng.choice(MSE_INS), ".\n")
        A("Meds: ", rng.choice(MEDS), "; ", rng.choice(MEDS), ".\n")
        A("Plan: 1) ", rng.choice(PLAN_ITEMS), " 2) ", rng.choice(PLAN_ITEMS), " 3) review ")
        dt(d, ctx, ctx.d(7), rng.choice(["short", "wd"]))
        A("\n")
        dr(d, rng, reg, "inits")
        A(" ", reg.role, "\n")
        return d
    A(rng.choice(["WARD ROUND REVIEW", "Consultant Ward Round", "MDT Ward Review", "Ward Round Notes"]), "\n")
    A("Ward: ", (ctx.ward, "HOSPITAL"), "  |  ", (ctx.hosp, "HOSPITAL"), "\n")
    A("Date: ")
    dt(d, ctx, ctx.ref, rng.choice([ctx.dstyle, "wdlong"]))
    A("   Time: ", "%02d:%02d" % (rng.randint(9, 15), rng.choice([0, 15, 30, 45, 10, 40])), "\n")
    A("Patient: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["caps", "full", "lastfirst"]))
    A("  ", _mrn_label(c, rng), ": ", (ctx.mrn, "MRN"), "  DOB: ")
    dt(d, ctx, ctx.dob)
    lg = rng.choice([L["s2"], L["s3"], L["informal"], L["s5_2"]])
    A("\nLegal status: ", lg)
    if lg != L["informal"] and rng.random() < 0.7:
        A(" - expires ")
        dt(d, ctx, ctx.d(rng.randint(2, 90)))
    A("\nAdmitted: ")
    dt(d, ctx, ctx.d(-day))
    A(" (day ", str(day), ")   Bed: ", (bed, "LOCATION_OTHER"), "\n\n")
    A("Present:\n")
    for s, role in [(ctx.rc, "Consultant / RC"), (reg, reg.role), (nurse, nurse.role), (ot, "OT"), (ph_, ph_.role)]:
        if rng.random() < 0.85 or s is ctx.rc:
            A("  - ")
            dr(d, rng, s, rng.choice(["t_full", "full", "t_last"]))
            A(" (", role, ")\n")
    if rng.random() < 0.5:
        A("  - ")
        nm(d, rng, ctx.nok, "FAMILY", "full")
        A(" (", ctx.nok_rel, ", by telephone)\n")
    if style == "mdt":
        A("\n| Domain | Update |\n|---|---|\n")
        A("| Mental state | ", rng.choice(MSE_MOOD), "; ", rng.choice(MSE_THOUGHT), " |\n")
        A("| Nursing | ", rng.choice(["Settled on ward", "2 x PRN lorazepam", "Absconded briefly on leave",
                                     "Observations reduced to intermittent"]), "; sleeping ", str(rng.randint(3, 9)),
          "h/night |\n")
        A("| Physical | ", rng.choice(SCORES), "; ", rng.choice(SCORES), " |\n")
        A("| OT | attended ", str(rng.randint(0, 5)), " groups; kitchen assessment booked |\n")
        so = rng.choice(["Housing benefit claim", "Tenancy at risk", "Carer's assessment offered to ",
                         "Finances managed by appointee"])
        A("| Social | ", so)
        if so.endswith("to "):
            nm(d, rng, ctx.nok, "FAMILY", "first")
        A(" |\n")
    else:
        A("\nProgress since last review\n")
        nm(d, rng, ctx.pt, "PATIENT", rng.choice(["first", "last_t"]))
        pr = rng.choice(["has been more settled", "remains unsettled", "has been isolating in room ",
                         "has engaged with OT groups", "assaulted a co-patient on "])
        A(" ", pr)
        if pr.endswith("room "):
            A((bed, "LOCATION_OTHER"))
        elif pr.endswith("on "):
            dt(d, ctx, ctx.d(-rng.randint(1, 6)), rng.choice(["wdabbr", "dshort", ctx.dstyle]))
        A(". Nursing report ", rng.choice(["PRN used x2", "no PRN", "sleeping 6-7h", "poor diet and fluids"]),
          ". Family visited on ")
        dt(d, ctx, ctx.d(-rng.randint(1, 6)), rng.choice(["wdabbr", "wd", ctx.dstyle]))
        A(" - ", rng.choice(["went well", "patient became distressed", "brought in clothes and phone"]), ".\n")
        A("\nMental state\n", rng.choice(MSE_APP), ". ", cap(rng.choice(MSE_SPEECH)), " speech. Mood ",
          rng.choice(MSE_MOOD), ". ", cap(rng.choice(MSE_THOUGHT)), ". ", cap(rng.choice(MSE_PERC)), ". ",
          cap(rng.choice(MSE_COG)), ". ", cap(rng.choice(MSE_INS)), ".\n")
        A("Scores: ", rng.choice(SCORES), ", ", rng.choice(HONOS), "\n")
        A("\nPatient's view\n'", rng.choice(["I want to go home to my cat", "There's nothing wrong with me",
                                            "The tablets make me tired", "I feel safer here",
                                            "I need to get back to work"]), "'")
        if rng.random() < 0.5:
            A(" - wants to return to work as a ", (ctx.prof, "PROFESSION"))
        A(".\n")
    A("\nMedication\n - ", rng.choice(MEDS), "\n - ", rng.choice(MEDS), "\n")
    A("\nPlan\n")
    for it in rng.sample(PLAN_ITEMS, rng.randint(3, 5)):
        A(" * ", it, "\n")
    if rng.random() < 0.5:
        A(" * Tribunal listed for ")
        dt(d, ctx, ctx.d(rng.randint(5, 25)))
        A(" - reports due (", rng.choice(["RC", "nursing", "SCR"]), ")\n")
    A(" * Next ward round ")
    dt(d, ctx, ctx.d(7), rng.choice(["wdlong", "wd", ctx.dstyle]))
    A("\n\nDocumented by ")
    dr(d, rng, reg, rng.choice(["t_full", "t_init"]))
    bl = rng.choice([(" (bleep ", ")"), (" - pager ", ""), (", bleep ", "")])
    A(", ", reg.role, bl[0], (phi.bleep(rng), "PHONE"), bl[1], "\n")
    return d


# ------------------------------------------------------------------ risk assessment
def risk_assessment(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    author = ctx.staff({"UK": "CPN", "IE": "Clinical Nurse Specialist", "AU": "Case Manager"}[c])
    A(rng.choice(["CLINICAL RISK ASSESSMENT", "Risk Assessment and Management Plan", "RISK ASSESSMENT - FULL",
                  "Clinical Risk Screen & Formulation"]), "\n")
    A("Service: ", (ctx.team, "HOSPITAL"), "\n")
    A("Client: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["caps", "full", "fml"]))
    A("   ", _mrn_label(c, rng), " ", (ctx.mrn, "MRN"), "   DOB ")
    dt(d, ctx, ctx.dob)
    A(" (", (str(ctx.age), "AGE"), rng.choice(["", " yrs", "y", " years"]), ")\n")
    A("Address: ")
    addr(d, ctx)
    A("\nDate completed: ")
    dt(d, ctx, ctx.ref)
    A("   Review by: ")
    dt(d, ctx, ctx.d(rng.choice([28, 42, 90, 180])))
    A("\n\nSources: interview, ", rng.choice({"UK": ["EPR", "RiO", "SystmOne"], "IE": ["EPR", "MHIS", "chart"],
                                              "AU": ["EPR", "CMI", "iPM"]}[c]), " records, ", ctx.nok_rel, " (")
    nm(d, rng, ctx.nok, "FAMILY", "full")
    A("), ", rng.choice(["police PNC summary", "GP summary", "previous discharge summaries"]), "\n\n")
    A("1. HISTORY OF RISK EVENTS\n")
    table = rng.choice(["pipe", "space", "list"])
    if table == "pipe":
        A("| Date | Event | Source |\n|------|-------|--------|\n")
    elif table == "space":
        A("Date        Event                                         Source\n")
    n_ev = rng.randint(3, 6)
    for _ in range(n_ev):
        when = phi.rand_date(rng, (ctx.ref.year - 8, 1, 1), (ctx.ref.year, max(1, ctx.ref.month - 1), 28))
        kind = rng.random()
        ev = rng.choice(RISK_SELF if kind < 0.45 else RISK_OTH if kind < 0.8 else RISK_FROM)
        src = rng.choice(["EPR", "police", "self-report", "collateral", "Datix "])
        fs = rng.choice(["uk", "my", "y", "mys"]) if table != "space" else "uk"
        if table == "pipe":
            A("| ", (phi.fdate(when, fs), "DATE"), " | ", ev)
        elif table == "space":
            A((phi.fdate(when, fs), "DATE"), "  ", ev.ljust(46)[:46] if len(ev) < 46 else ev)
        else:
            A("- ", (phi.fdate(when, fs), "DATE"), ": ", ev)
        if ev in RISK_SELF and rng.random() < 0.4:
            A(" at ", (phi.landmark(rng, c), "LOCATION_OTHER"))
        tail = ""
        if src == "Datix ":
            A((" | " if table == "pipe" else "  " if table == "space" else " (source: "), "Datix ",
              (phi.idnum(rng, "datix"), "IDNUM"))
            tail = ")" if table == "list" else ""
        elif src == "police":
            A((" | " if table == "pipe" else "  " if table == "space" else " (source: "), "police ref ",
              (phi.idnum(rng, "police"), "IDNUM"))
            tail = ")" if table == "list" else ""
        else:
            A((" | " if table == "pipe" else "  " if table == "space" else " (source: "), src)
            tail = ")" if table == "list" else ""
        A(tail, " |\n" if table == "pipe" else "\n")
    A("\n2. RISK TO SELF\n")
    A(rng.choice(["Chronic elevated risk of self-harm, acute risk currently moderate. ",
                  "Low baseline risk, increases sharply when using alcohol. ",
                  "Recent escalation - planned overdose stockpiling medication. "]))
    A("Triggers: ", rng.choice(["anniversary of brother's death (", "relationship breakdown", "court dates",
                                "contact with ex-partner", "benefit sanctions"]))
    if d.buf[-1].endswith("("):
        dt(d, ctx, phi.rand_date(rng), rng.choice(["dshort", "long"]))
        A(")")
    A(". Means: ", rng.choice(["access to prescribed medication (weekly dispensing at ",
                               "lives near railway line", "owns a car", "access to ligature points at home"]))
    if d.buf[-1].endswith("at "):
        A((rng.choice(PP.PHARMACIES), "HOSPITAL"), ")")
    A(".\n")
    if rng.random() < 0.4:
        A("Holds firearms/shotgun certificate no. ", (phi.dig(rng, 6) + "/" + phi.dig(rng, 2), "LICENSE"),
          " - police firearms licensing notified ")
        dt(d, ctx, ctx.d(-rng.randint(1, 30)))
        A(".\n")
    A("\n3. RISK TO OTHERS\n")
    vrel, victim = ctx.fam(rng.choice(["father", "ex-partner", "neighbour", "brother"]))
    A("Index incident ")
    dt(d, ctx, phi.rand_date(rng, (ctx.ref.year - 5, 1, 1), (ctx.ref.year - 1, 12, 28)))
    A(": ", rng.choice(RISK_OTH), "; victim ", vrel, " ")
    nm(d, rng, victim, "FAMILY", rng.choice(["full", "first"]))
    crt = {"UK": "magistrates' court", "IE": "District Court", "AU": "Local Court"}[c]
    A(". ", rng.choice(["Convicted at " + crt + ", case ", "No further action by police, ref ",
                        "Community order imposed, case no. "]), (phi.idnum(rng, rng.choice(["court", "police"])),
                                                                   "IDNUM"), ".\n")
    if rng.random() < 0.4:
        A("Drives ", rng.choice(["a white van", "a silver hatchback", "a ute", "a red estate"]), " (reg ",
          (phi.plate(rng, c), "VEHICLE"), "); ", {"UK": "DVLA", "IE": "NDLS", "AU": "licensing authority"}[c],
          " informed re fitness to drive.\n")
    A("\n4. RISK FROM OTHERS / VULNERABILITY\n", cap(rng.choice(RISK_FROM)), ". ")
    if rng.random() < 0.5:
        A("Safeguarding referral ", (phi.idnum(rng, "safeg"), "IDNUM"), " made ")
        dt(d, ctx, ctx.d(-rng.randint(1, 40)))
        A(". ")
    kids = rng.random() < 0.4
    if kids:
        kr = rng.choice(["son", "daughter"])
        n1 = phi.person(rng, c, "M" if kr == "son" else "F", origin=ctx.pt.origin)
        n1.last = ctx.pt.last
        A("Has a ", kr, " ")
        nm(d, rng, n1, "FAMILY", "first")
        A(" (", (str(rng.randint(5, 15)), "AGE"), ") who lives with ", rng.choice(["maternal grandmother",
                                                                                     "other parent", "foster carers"]),
          "; school: ", (phi.org(rng, c, "school", 10), "ORGANIZATION"), ".")
    A("\n\n5. PROTECTIVE FACTORS\n")
    A("Close relationship with ", ctx.nok_rel, " ")
    nm(d, rng, ctx.nok, "FAMILY", "first")
    A("; ", rng.choice(["engages with depot clinic", "faith community (", "pet dog", "part-time work"]))
    if d.buf[-1].endswith("("):
        A((phi.org(rng, c, "faith"), "ORGANIZATION"), ")")
    A("; future-oriented.\n\n6. FORMULATION\n")
    A(rng.choice(["Predisposing: childhood adversity; ", "Predisposing: family history of psychosis; "]),
      "Precipitating: ", rng.choice(["cannabis use", "non-adherence", "eviction notice", "bereavement"]),
      "; Perpetuating: ", rng.choice(["poor insight", "isolation", "substance misuse"]), "; Protective: as above.\n")
    A("Overall: ", rng.choice(["LOW", "MODERATE", "HIGH"]), " (", rng.choice(SCORES), ")\n\n")
    A("7. MANAGEMENT PLAN\n - ", rng.choice(PLAN_ITEMS), "\n - Crisis: call ", (ctx.team, "HOSPITAL"), " on ",
      (phi.phone(rng, c, "land"), "PHONE"), " (24/7) or ", {"UK": "999", "IE": "112/999", "AU": "000"}[c], "\n")
    A(" - Share plan with GP Dr ", (ctx.gp.last, "DOCTOR"), " at ", (ctx.practice, "HOSPITAL"), "\n\n")
    A("Completed by: ")
    dr(d, rng, author, "full")
    A(", ", author.role, " (", _lic_label("nurse", c), " ", (author.lic(rng), "LICENSE"), ")\n")
    A("Countersigned: ")
    dr(d, rng, ctx.rc, "t_last")
    A("\n")
    return d
