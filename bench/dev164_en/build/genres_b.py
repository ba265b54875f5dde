"""Genres: care plan review, section 17 leave record, community team caseload list."""
import phi
import pools_places as PP
from clin import diag, DIAG, MEDS, MSE_MOOD, MSE_THOUGHT, LAW, SCORES, HONOS, CLOTHES, BUILD, HAIR, ACTIVITIES
from core import Doc, nm, dr, dt, addr, cap, Staff
from genres_a import _hp_label, _mrn_label, _lic_label


# ------------------------------------------------------------------ care plan review
def care_plan_review(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    cc = ctx.staff({"UK": "CPN", "IE": "Clinical Nurse Specialist", "AU": "Case Manager"}[c])
    sw = ctx.staff("Social Worker")
    title = {"UK": ["CPA REVIEW", "Care Programme Approach - Review Meeting", "CARE PLAN REVIEW (CPA)"],
             "IE": ["INDIVIDUAL CARE PLAN REVIEW", "ICP Review Meeting"],
             "AU": ["RECOVERY PLAN REVIEW", "Care Plan Review - Community Mental Health"]}[c]
    A(rng.choice(title), "\n")
    A((ctx.team, "HOSPITAL"))
    if rng.random() < 0.5:
        A(", ", (rng.choice(PP.TEAM_BASES), "HOSPITAL"), ", ", (phi.street(rng, c, True), "STREET"), ", ",
          (phi.town(rng, c), "CITY"))
    A("\n\n")
    A("Service user: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "caps", "fml"]))
    A("\nDOB: ")
    dt(d, ctx, ctx.dob)
    A("   ", _hp_label(c, rng), ": ", (ctx.hp, "HEALTHPLAN"), "   ", _mrn_label(c, rng), ": ", (ctx.mrn, "MRN"), "\n")
    A("Address: ")
    addr(d, ctx)
    A("\nContact: ", (ctx.phone, "PHONE"))
    if rng.random() < 0.4:
        A(" / ", (phi.email(rng, c, ctx.pt), "EMAIL"))
    A("\nGP: Dr ", (ctx.gp.last, "DOCTOR"), ", ", (ctx.practice, "HOSPITAL"), "\n")
    A("Diagnosis: ", diag(rng, ctx.age, ctx.sex), "\nLegal status: ", rng.choice([L["cto"], L["informal"], "none",
                                                                     "s117 aftercare" if c == "UK" else "none"]), "\n")
    A("Review date: ")
    dt(d, ctx, ctx.ref)
    venue = rng.choice(["home", "base", "video"])
    A("   Venue: ")
    if venue == "home":
        A("home visit")
    elif venue == "base":
        A((rng.choice(PP.TEAM_BASES), "HOSPITAL"), ", room ", (str(rng.randint(1, 12)), "LOCATION_OTHER"))
    else:
        A("video link ", (phi.url(rng), "URL"))
    A("\n\nAttendees\n")
    rows = [(cc, "Care coordinator"), (ctx.rc, "Consultant psychiatrist"), (sw, "Social worker")]
    for s, role in rows:
        A("- ")
        dr(d, rng, s, rng.choice(["full", "t_full", "t_last"]))
        A(", ", role, "\n")
    A("- ")
    nm(d, rng, ctx.pt, "PATIENT", "first")
    A(" (service user)\n")
    if rng.random() < 0.7:
        A("- ")
        nm(d, rng, ctx.nok, "FAMILY", "full")
        A(" (", ctx.nok_rel, "/carer)\n")
    if rng.random() < 0.4:
        sup = ctx.staff("Support Worker" if c == "UK" else "Peer Worker" if c == "AU" else "HCA")
        A("- ", (sup.p.full(), "DOCTOR"), ", support worker, ", (phi.org(rng, c, "housing"), "ORGANIZATION"), "\n")
    A("Apologies: ")
    dr(d, rng, ctx.staff("OT"), "full")
    A(" (OT)\n\n")
    A("Summary since last review (")
    dt(d, ctx, ctx.d(-rng.choice([91, 182, 120, 365])))
    A(")\n")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["first", "last_t"]))
    A(" has ", rng.choice(["remained well in the community", "had one brief admission to ",
                           "struggled with low mood over the winter", "maintained abstinence from alcohol",
                           "missed three depot appointments"]))
    if d.buf[-1].endswith("to "):
        A((rng.choice(PP.WARDS[c]), "HOSPITAL"), " from ")
        a1 = ctx.d(-rng.randint(40, 80))
        dt(d, ctx, a1)
        A(" to ")
        dt(d, ctx, phi.shift(a1, rng.randint(7, 30)))
    A(". Current medication ", rng.choice(MEDS), ". ", rng.choice(HONOS), ".\n")
    if rng.random() < 0.5:
        A("Attended ", (phi.org(rng, c, "any"), "ORGANIZATION"), " weekly; interested in the course at ",
          (phi.url(rng), "URL"), ".\n")
    A("\n")
    tbl = rng.choice(["pipe", "list", "tsv"])
    needs = [("Mental health", "Stay well and out of hospital", "Depot/clinic reviews, CC visits 2-weekly"),
             ("Accommodation", "Move to own tenancy", "Housing register bid; support letter"),
             ("Finances", "Reduce debt", "Benefits check, PIP review"),
             ("Occupation", "Return to work", "IPS employment specialist"),
             ("Physical health", "Lose weight, stop smoking", "Annual health check with GP; NRT"),
             ("Relationships", "Rebuild contact with family", "Family intervention sessions x6"),
             ("Substance use", "Reduce cannabis", "Referral to drug and alcohol service")]
    chosen = rng.sample(needs, rng.randint(3, 5))
    if tbl == "pipe":
        A("| Need | Goal | Intervention | Lead | By |\n|---|---|---|---|---|\n")
    elif tbl == "tsv":
        A("Need\tGoal\tIntervention\tLead\tBy\n")
    for need, goal, act in chosen:
        lead = rng.choice([cc, sw, None])
        sepc = " | " if tbl == "pipe" else "\t" if tbl == "tsv" else "; "
        A("| " if tbl == "pipe" else "" if tbl == "tsv" else "* ", need, ": " if tbl == "list" else sepc, goal,
          sepc, act)
        if need == "Finances" and rng.random() < 0.7:
            A(" (", {"UK": "NINo", "IE": "PPSN", "AU": "CRN"}[c], " ", (ctx.ssn, "SSN"), ")")
        if need == "Occupation" and rng.random() < 0.8:
            A(" - previously ", (ctx.prof, "PROFESSION"))
        A(sepc)
        if lead is None:
            nm(d, rng, ctx.pt, "PATIENT", "first")
        else:
            A((lead.p.inits(False) if tbl != "list" else lead.p.full(), "DOCTOR"))
        A(sepc)
        dt(d, ctx, ctx.d(rng.randint(14, 120)), rng.choice([ctx.dstyle, "mys", "uk"]))
        A(" |\n" if tbl == "pipe" else "\n")
    A("\nEarly warning signs: ", rng.choice(["stops answering phone", "poor sleep", "increasing cannabis use",
                                           "talking about the neighbours again"]), ", ",
      rng.choice(["neglects flat", "irritable with ", "stops attending groups", "spends money impulsively"]))
    if d.buf[-1].endswith("with "):
        nm(d, rng, ctx.nok, "FAMILY", "first")
    A(".\n\nCrisis and contingency\n")
    A("- Office hours: care coordinator ", (cc.p.first, "DOCTOR"), " ", (phi.phone(rng, c, "land"), "PHONE"), "\n")
    A("- Out of hours: ", rng.choice(["crisis line", "Home Treatment Team", "mental health line"]), " ",
      (phi.phone(rng, c, "land"), "PHONE"), "\n")
    A("- Samaritans 116 123 (free, 24/7)\n" if c != "AU" else "- Lifeline 13 11 14 (24/7)\n")
    if rng.random() < 0.6:
        A("- ", cap(ctx.nok_rel), " ")
        nm(d, rng, ctx.nok, "FAMILY", "first")
        A(" ", (ctx.nok_phone, "PHONE"), "\n")
    A("\nCarer: ")
    if rng.random() < 0.6:
        A("carer's assessment for ")
        nm(d, rng, ctx.nok, "FAMILY", rng.choice(["full", "last_t"]))
        A(" completed ")
        dt(d, ctx, ctx.d(-rng.randint(10, 200)))
        A(".\n")
    else:
        A("declined carer's assessment.\n")
    A("Next review: ")
    dt(d, ctx, ctx.d(rng.choice([91, 182, 180, 90])))
    A("\n\nCare coordinator: ", (cc.p.full(), "DOCTOR"), ", ", cc.role, "  ", (phi.email(rng, c, cc.p), "EMAIL"), "\n")
    if rng.random() < 0.5:
        A("Copy to: GP; ")
        nm(d, rng, ctx.pt, "PATIENT", "last_t")
        A(" (service user); ", (phi.org(rng, c, "housing"), "ORGANIZATION"), "\n")
    return d


# ------------------------------------------------------------------ section 17 leave
def s17_leave(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    title = {"UK": ["SECTION 17 LEAVE OF ABSENCE - AUTHORISATION & RECORD", "s17 Leave Form (MHA 1983)",
                    "SECTION 17 LEAVE RECORD"],
             "IE": ["SECTION 26 - ABSENCE WITH APPROVAL (MHA 2001)", "Leave Record - Section 26"],
             "AU": ["LEAVE OF ABSENCE - AUTHORISATION AND RECORD", "Leave of Absence Form (Inpatient)"]}[c]
    A(rng.choice(title), "\n\n")
    A("Patient: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["caps", "full"]))
    A("\n", _mrn_label(c, rng), ": ", (ctx.mrn, "MRN"), "   DOB: ")
    dt(d, ctx, ctx.dob)
    A("\nWard: ", (ctx.ward, "HOSPITAL"), ", ", (ctx.hosp, "HOSPITAL"), "\n")
    A("Detained under: ", rng.choice([L["s2"], L["s3"], L["s3"], "s37" if c == "UK" else L["s3"]]), "\n")
    A("Responsible clinician: ")
    dr(d, rng, ctx.rc, rng.choice(["t_full", "t_last"]))
    A(" (", _lic_label("doc", c), " ", (ctx.rc.lic(rng), "LICENSE"), ")\n\n")
    kind = rng.choice(["Escorted ground leave", "Escorted community leave", "Unescorted community leave",
                       "Overnight leave to family home", "Escorted leave - family"])
    A("Type of leave: ", kind, "\n")
    start = ctx.d(-rng.randint(0, 10))
    A("Valid from: ")
    dt(d, ctx, start)
    A("  to  ")
    dt(d, ctx, phi.shift(start, rng.choice([7, 14, 28])))
    A("\nFrequency/duration: ", rng.choice(["1hr x2/day", "up to 3 hrs daily", "overnight Sat-Sun",
                                          "30 mins x4/day", "4 hrs, daytime only"]), "\n")
    A("Destination: ")
    famhome = "family" in kind or "Overnight" in kind
    if famhome:
        A(ctx.nok_rel, "'s home - ")
        A((phi.street(rng, c), "STREET"), ", ", (ctx.town, "CITY"))
        if c == "AU":
            A(" ", (ctx.state or phi.state(rng, c), "STATE"))
        A("\n")
    elif "ground" in kind:
        A("hospital grounds only\n")
    else:
        A(rng.choice(["local shops and ", "town centre / ", "", "college - "]),
          (phi.org(rng, c, "any"), "ORGANIZATION") if rng.random() < 0.6 else (phi.town(rng, c), "CITY"), "\n")
    A("Escort(s): ")
    escorts = []
    if "Unescorted" in kind:
        A("none - unescorted; ward to phone ", (ctx.phone, "PHONE"), " if late")
    elif famhome or rng.random() < 0.3:
        nm(d, rng, ctx.nok, "FAMILY", "full")
        A(" (", ctx.nok_rel, ", ", (ctx.nok_phone, "PHONE"), ")")
    else:
        for i in range(rng.randint(1, 2)):
            s = ctx.staff(rng.choice(["HCA", "Staff Nurse", "Support Worker"] if c == "UK" else ["HCA", "Staff Nurse"]
                                     if c == "IE" else ["RN", "AIN"]))
            escorts.append(s)
            if i:
                A(" and ")
            A((s.p.full(), "DOCTOR"), " ", s.role if s.role in ("HCA", "RN", "AIN") else "(" + s.role + ")")
    A("\nConditions: ", rng.choice(["abstain from alcohol and illicit drugs", "return by ", "no contact with ",
                                    "remain with escort at all times", "not to drive"]))
    if d.buf[-1].endswith("by "):
        A(phi.time_str(rng, rng.choice(["colon", "ampm"])))
    elif d.buf[-1].endswith("with "):
        vr, vic = ctx.fam(rng.choice(["ex-partner", "neighbour"]))
        A(vr, " ")
        nm(d, rng, vic, "FAMILY", "full")
    A("; carry ward phone ", (phi.phone(rng, c, "land"), "PHONE"), "\n")
    if rng.random() < 0.5 and famhome:
        A("Transport: collected by ", ctx.nok_rel, " in ", rng.choice(["silver Ford Focus", "blue Corolla",
                                                                      "black VW Golf", "white Hilux", "red Yaris"]),
          ", reg ", (phi.plate(rng, c), "VEHICLE"), "\n")
    A("\nDescription (for AWOL use): ", str(rng.randint(150, 195)) + "cm, ", rng.choice(BUILD), ", ",
      rng.choice(HAIR), ". Wearing ", rng.choice(CLOTHES), ". Photo on EPR: yes.\n")
    A("Patient given copy of leave conditions; ", rng.choice(["nearest relative", "carer", L["nr"]]), " informed.\n\n")
    A("LEAVE LOG\n")
    fmt = rng.choice(["pipe", "space"])
    if fmt == "pipe":
        A("| Date | Out | Due | Back | With | Presentation on return | Init |\n|---|---|---|---|---|---|---|\n")
    else:
        A("Date        Out    Due    Back   With           Return MSE                      Init\n")
    staffset = [ctx.staff() for _ in range(3)]
    cur = start
    awol_done = False
    slots = []
    for i in range(rng.randint(3, 7)):
        cur = phi.shift(cur, rng.randint(0, 2))
        slots.append((cur, rng.randint(9, 17) * 60 + rng.choice([0, 15, 30, 45, 5, 20])))
    slots.sort()
    for i, (cur, om) in enumerate(slots):
        out = "%02d:%02d" % divmod(om, 60)
        due = "%02d:%02d" % (min(23, int(out[:2]) + rng.randint(1, 3)), int(out[3:]))
        awol = i == len(slots) - 1 and rng.random() < 0.3
        back = "--:--" if awol else due
        with_ = rng.choice(escorts) if escorts else None
        init = rng.choice(staffset)
        if fmt == "pipe":
            A("| ", (phi.fdate(cur, rng.choice(["uk", "short"])), "DATE"), " | ", out, " | ", due, " | ", back, " | ")
            if with_:
                A((with_.p.first, "DOCTOR"))
            elif famhome:
                nm(d, rng, ctx.nok, "FAMILY", "first")
            else:
                A("alone")
            A(" | ", "AWOL - see below" if awol else rng.choice(["settled", "calm, no concerns", "smelt of cannabis",
                                                                "bright, enjoyed visit", "UDS sent", "tearful"]),
              " | ", (init.p.inits(False), "DOCTOR"), " |\n")
        else:
            A((phi.fdate(cur, "uk"), "DATE"), "  ", out, "  ", due, "  ", back, "  ")
            if with_:
                A((with_.p.first, "DOCTOR"), " " * max(1, 15 - len(with_.p.first)))
            elif famhome:
                A((ctx.nok.first, "FAMILY"), " " * max(1, 15 - len(ctx.nok.first)))
            else:
                A("alone          ")
            A(("AWOL - see below" if awol else rng.choice(["settled", "calm, no concerns", "smelt of alcohol",
                                                            "bright", "UDS sent"])).ljust(32), (init.p.inits(False),
                                                                                                  "DOCTOR"), "\n")
        if awol:
            awol_done = True
            aw_date = cur
    if awol_done:
        A("\nAWOL: failed to return at due time. Police informed ", phi.time_str(rng), ", missing person ref ",
          (phi.idnum(rng, "police"), "IDNUM"), ". Located ")
        dt(d, ctx, phi.shift(aw_date, rng.choice([0, 1])))
        A(" at ", (phi.landmark(rng, c), "LOCATION_OTHER"), " and returned by police. Datix ",
          (phi.idnum(rng, "datix"), "IDNUM"), ".\n")
    A("\nAuthorised by: ")
    dr(d, rng, ctx.rc, "t_last")
    A(" (RC)   Date: ")
    dt(d, ctx, start)
    A("\n")
    return d


# ------------------------------------------------------------------ caseload list
def caseload_list(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    cc = ctx.staff({"UK": "CPN", "IE": "Clinical Nurse Specialist", "AU": "Case Manager"}[c])
    fmt = rng.choice(["csv", "tsv", "pipe", "space"])
    system = {"UK": rng.choice(["RiO", "SystmOne", "Carenotes", "PARIS"]), "IE": rng.choice(["MHIS", "iPM"]),
              "AU": rng.choice(["CMI", "iPM", "ePAS"])}[c]
    team = rng.choice(PP.TEAMS[c][:2] if c != "AU" else [PP.TEAMS[c][0], PP.TEAMS[c][4]]).format(
        t=phi.town(rng, c))
    A(rng.choice(["Caseload report", "CASELOAD LIST", "Active caseload export", "Team caseload - weekly"]), " - ",
      (team, "HOSPITAL"), "\n")
    if rng.random() < 0.7:
        A("Care coordinator: ", (cc.p.full(), "DOCTOR"), " (", cc.role, ")\n")
    A("Run: ")
    dt(d, ctx, ctx.ref, rng.choice(["uk", "iso", ctx.dstyle]))
    A(" ", phi.time_str(rng), " by user ", (phi.username(rng, cc.p if rng.random() < 0.6 else ctx.staff().p),
                                            "USERNAME"), " from ", system)
    if rng.random() < 0.5:
        A(" (workstation ", (phi.ip(rng), "IPADDR"), ")")
    A("\nOFFICIAL-SENSITIVE: contains patient identifiable data\n\n")
    cols = ["Name", "ID", "DOB", "Age", "Status", "CC", "Last seen", "Next due", "Risk", "Postcode", "Phone", "Notes"]
    if rng.random() < 0.5:
        cols.remove("Phone")
    if rng.random() < 0.4:
        cols.remove("Age")
    if rng.random() < 0.3:
        cols.remove("Postcode")
    idlab = _hp_label(c, rng) if rng.random() < 0.5 else _mrn_label(c, rng)
    hdr = [idlab if x == "ID" else x for x in cols]
    sep = {"csv": ",", "tsv": "\t", "pipe": " | ", "space": "  "}[fmt]
    widths = {"Name": 24, "ID": 14, "DOB": 12, "Age": 4, "Status": 10, "CC": 5, "Last seen": 12, "Next due": 12,
              "Risk": 6, "Postcode": 9, "Phone": 15, "Notes": 0}
    if fmt == "pipe":
        A("| ", " | ".join(hdr), " |\n|", "|".join("---" for _ in hdr), "|\n")
    elif fmt == "space":
        A("".join((h.ljust(widths[cols[i]]) + "  ") if cols[i] != "Notes" else h for i, h in enumerate(hdr)), "\n")
    else:
        A(sep.join(hdr), "\n")
    ccs = [ctx.staff() for _ in range(3)]
    nrows = rng.randint(8, 18)
    for r in range(nrows):
        p = phi.person(rng, c)
        age = rng.randint(18, 88)
        dob = phi.dob_for_age(rng, ctx.ref, age)
        if fmt == "pipe":
            A("| ")
        for i, col in enumerate(cols):
            if i:
                A(sep)
            start_n = d.n
            if col == "Name":
                if fmt == "csv":
                    A('"', (p.last.upper() + ", " + p.first, "PATIENT"), '"')
                else:
                    A((rng.choice([p.last.upper() + ", " + p.first, p.last + ", " + p.first, p.full()]), "PATIENT"))
            elif col == "ID":
                A(((phi.healthplan(rng, c), "HEALTHPLAN") if idlab == hdr[1] and idlab in
                   ("NHS No", "NHS number", "NHS#", "Medical card no", "GMS no", "Medicare", "Medicare No",
                    "Medicare card") else (phi.mrn(rng, c), "MRN")))
            elif col == "DOB":
                A((phi.fdate(dob, "uk" if fmt != "csv" else rng.choice(["uk", "iso"])), "DATE"))
            elif col == "Age":
                A((str(age), "AGE"))
            elif col == "Status":
                A(rng.choice({"UK": ["CTO", "CPA", "non-CPA", "s117", "CPA", "informal", "Lead prof", "s37/41 CD"],
                              "IE": ["vol", "ICP", "ICP", "s26 leave", "discharged pending", "EIS"],
                              "AU": ["vol", "CTO", "CTO", "ITO leave", "shared care", "case mgmt"]}[c]))
            elif col == "CC":
                A((rng.choice(ccs).p.inits(False), "DOCTOR"))
            elif col == "Last seen":
                A((phi.fdate(ctx.d(-rng.randint(1, 60)), "uk2"), "DATE"))
            elif col == "Next due":
                A((phi.fdate(ctx.d(rng.randint(1, 30)), "uk2"), "DATE"))
            elif col == "Risk":
                A(rng.choice(["R", "A", "G", "G", "A"]))
            elif col == "Postcode":
                A((phi.postcode(rng, c), "ZIP"))
            elif col == "Phone":
                A((phi.phone(rng, c), "PHONE"))
            elif col == "Notes":
                note = rng.choice(["", "", "depot due ", "DNA x2 - letter sent", "inpatient ", "moved to ",
                                   "on holiday in ", "carer ", "clozapine - bloods ", "awaiting housing",
                                   "discharge planned", "new referral", "safeguarding open", "tel contact only",
                                   "lives with ", "works as "])
                if fmt == "csv" and note:
                    A('"')
                A(note)
                if note == "depot due ":
                    A((phi.fdate(ctx.d(rng.randint(1, 14)), "short"), "DATE"))
                elif note == "inpatient ":
                    A((rng.choice(PP.WARDS[c]), "HOSPITAL"))
                elif note == "moved to ":
                    A((phi.town(rng, c), "CITY"), " - transfer")
                elif note == "on holiday in ":
                    A((rng.choice(PP.COUNTRIES), "COUNTRY"), " until ", (phi.fdate(ctx.d(rng.randint(3, 20)),
                                                                                   "short"), "DATE"))
                elif note == "carer ":
                    rel, fp = ctx.fam()
                    A((fp.full(), "FAMILY"), " (", rel, ")")
                elif note == "clozapine - bloods ":
                    A(rng.choice(["weekly", "2-weekly", "4-weekly"]))
                elif note == "lives with ":
                    rel, fp = ctx.fam(rng.choice(["mother", "father", "partner", "sister"]))
                    A(rel, " ", (fp.first, "FAMILY"))
                elif note == "works as ":
                    A((rng.choice(PP.PROFESSIONS), "PROFESSION"))
                if fmt == "csv" and note:
                    A('"')
            if fmt == "space" and col != "Notes":
                w = widths[col] + 2 - (d.n - start_n)
                A(" " * max(1, w - len(sep)))
        A(" |\n" if fmt == "pipe" else "\n")
    A("\n", str(nrows), " records. ", rng.choice(["Red = weekly contact minimum.", "RAG per team risk policy.",
                                                  "Review RED cases at Thursday zoning meeting."]), "\n")
    if rng.random() < 0.5:
        A("Queries to team admin ", (phi.email(rng, c, generic="cmht.admin"), "EMAIL"), " / ",
          (phi.phone(rng, c, "land"), "PHONE"), "\n")
    return d
