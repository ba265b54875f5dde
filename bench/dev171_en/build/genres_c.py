"""Genres: MDT board minutes, patient flow escalation report, step-down transfer letter."""
import pools as PL
import phi as H
import bits as B
from core import Doc, T, P, frag, space_table, pipe_table, delim_table, kv_block


# ====================================================================== MDT board minutes
def mdt_minutes(rng, c):
    d = Doc()
    chair = c.st(H.pick(rng, ["geri", "gpwsi", "matron"]))
    d.line(H.pick(rng, ["MDT BOARD ROUND - MINUTES", "Weekly MDT meeting minutes", "Board round / MDT notes",
                        "Multidisciplinary Team Meeting"]))
    d.line(c.hosp("comm"), " - ", c.hosp("ward"), " - ", c.d(0, H.pick(rng, ["wd_long", "dmy", "ord"])), " ",
           B.tm(rng, 9, 14), " (", H.pick(rng, ["day room", "Teams", "nurses' station", "seminar room"]), ")")
    d.blank()
    d.add("Attendees: ")
    roles = ["wm", "pt", "ot", "sw", "pharm", "dc"]
    rng.shuffle(roles)
    att = [chair] + [c.st(r) for r in roles[:rng.randrange(3, 6)]]
    for i, s in enumerate(att):
        if i:
            d.add("; ")
        d.add(H.staff(rng, s, H.pick(rng, [1, 2, 7, 8])), " (", s.role, ")" if i else ", chair)")
    d.blank()
    if rng.random() < 0.5:
        d.line("Apologies: ", H.staff(rng, c.st("slt"), H.pick(rng, [2, 3])), ", ", H.staff(rng, c.st("diet"), 2))
    d.line("Minute-taker: ", H.staff(rng, c.st("clerk"), H.pick(rng, [4, 7])), " (", P(c.st("clerk").user, "USERNAME"), ")")
    d.blank()
    n = rng.randrange(3, 7)
    numfmt = H.pick(rng, ["%d. ", "%d) ", "Item %d - "])
    for i in range(n):
        q = c.pt if i == 0 else c.new_patient()
        num = numfmt % (i + 1)
        d.line(num, c.bed(), " - ", H.name(rng, q, "PATIENT", H.pick(rng, ["LAST_first", "full", "title_full"])), ", ",
               H.age(rng, q.age, H.pick(rng, [0, 2, 4, 8]), sex=q.sex), ", adm ", H.date(rng, H.days(c.today, -rng.randrange(2, 40)), "ddmm"))
        lines = []
        lines.append(frag("Medical: ", B.problem(rng), "; ", B.obs(rng) if rng.random() < 0.4 else B.labs(rng)))
        lines.append(frag("Therapy: ", B.scores(rng)))
        k = rng.randrange(6)
        if k == 0:
            f = c.new_family()
            lines.append(frag("Social: ", f.rel, " ", H.name(rng, f, "FAMILY", "full"), " keen for home; works as ",
                              B.a_an_frag(H.pick(rng, PL.PROFESSIONS)), " so limited availability."))
        elif k == 1:
            lines.append(frag("Social: awaiting ", P(c.ag(), "ORGANIZATION"), " to confirm POC; ",
                              "no capacity until ", c.d(rng.randrange(2, 9), "ddmm"), ", brokerage chased"))
        elif k == 2:
            lines.append(frag("Social: CHC DST booked ", c.d(rng.randrange(1, 8), H.pick(rng, ["wd_dm", "ddmm"])),
                              "; preferred home ", P(c.ch(), "HOSPITAL")))
        elif k == 3:
            sl, sf = H.idnum(rng, "safeg")
            lines.append(frag("Safeguarding: concern re ", H.pick(rng, ["finances", "neglect at home", "unexplained bruising"]),
                              " - ", sl, " ", sf, "; SW ", H.staff(rng, c.st("sw"), 4), " leading."))
        elif k == 4:
            lines.append(frag("Social: formerly a ", P(q.prof, "PROFESSION"), "; lives in ", c.city(q.town),
                              " with ", "husband" if q.sex == "F" else "wife", " ",
                              H.name(rng, H.any_person(rng, sex="M" if q.sex == "F" else "F", country=c.country), "FAMILY", "first"), "."))
        else:
            lines.append(frag("Social: DoLS applied ", c.d(-rng.randrange(1, 10), "ddmm"), " (", H.idnum(rng, "dols")[1], ")."))
        if rng.random() < 0.3:
            lines.append(frag("Pharmacy: blister pack requested from ", P(c.pharmacy, "HOSPITAL")))
        else:
            lines.append(frag("Pharmacy: ", H.pick(rng, ["meds rec done", "ACB score 4 - rationalise", "TTOs written"])))
        lines.append(frag("EDD: ", H.date(rng, H.days(c.today, rng.randrange(1, 20)), H.pick(rng, ["ddmm", "dmy"])),
                          " | ", B.pathway(rng), " | Action: ", B.plan(rng, c, q)))
        for ln in lines:
            d.line("   ", ln)
        d.blank()
    d.line("Actions:")
    for i in range(rng.randrange(2, 5)):
        who = H.pick(rng, att)
        d.line(" - ", H.pick(rng, ["Chase ", "Book ", "Refer ", "Update "]), H.pick(rng, ["POC", "OT HV", "family meeting",
                                                                                     "DST", "TTOs", "transport"]),
               " - ", H.staff(rng, who, H.pick(rng, [4, 5, 3])), " - by ", c.d(rng.randrange(1, 5), H.pick(rng, ["wd3", "ddmm"])))
    d.line("Next MDT: ", c.d(7, H.pick(rng, ["wd_dm", "dmy"])), " ", B.tm(rng, 9, 12))
    return d


# ====================================================================== patient flow escalation report
def flow_escalation(rng, c):
    d = Doc()
    fm = c.st("flow")
    opel = rng.randrange(2, 5)
    d.line(H.pick(rng, ["PATIENT FLOW ESCALATION REPORT", "SitRep - Community & IC flow escalation",
                        "System Flow Escalation - OPEL %d" % opel, "Escalation report: delayed transfers"]))
    d.line("Date: ", c.d(0, H.pick(rng, ["dmy", "wd_long"])), "   Time: ", B.tm(rng, 8, 17), "   Author: ",
           H.staff(rng, fm, H.pick(rng, [2, 6])), " (", fm.role, ")")
    d.line("System: ", P(c.trust, "ORGANIZATION"), frag(" / ", P(c.region, "STATE")) if rng.random() < 0.5 else "")
    d.line("Current OPEL level: ", str(opel), "  (previous ", str(max(1, opel - 1)), ")")
    d.blank()
    d.line("1. ACUTE POSITION")
    d.line("   ", P(c.acute, "HOSPITAL"), ": ED ", str(rng.randrange(30, 120)), " in dept, ", str(rng.randrange(5, 40)),
           " DTA, longest wait ", str(rng.randrange(8, 40)), "h; ", str(rng.randrange(20, 90)), " NCTR patients.")
    if rng.random() < 0.6:
        d.line("   ", P(H.pick(rng, PL.ACUTE_PATTERNS).format(t=c.other_town()), "HOSPITAL"), ": ambulance handover delays ",
               str(rng.randrange(3, 15)), " > 60 min.")
    d.line("2. COMMUNITY / IC CAPACITY")
    d.line("   Community beds ", str(rng.randrange(60, 200)), " funded, ", str(rng.randrange(0, 8)), " free; ",
           "reablement hours gap ", str(rng.randrange(50, 400)), " h/wk; H@H ", str(rng.randrange(10, 45)), "/",
           str(rng.randrange(45, 60)), " virtual beds.")
    d.line("3. DELAYED PATIENTS (top)")
    rows = []
    for i in range(rng.randrange(4, 9)):
        q = c.pt if i == 0 else c.new_patient()
        rows.append([H.name(rng, q, "PATIENT", H.pick(rng, ["initials", "init_last", "LAST_first"])), P(q.mrn, "MRN"),
                     P(str(q.age), "AGE"),
                     P(H.pick(rng, [c.acute, c.comm]), "HOSPITAL"),
                     H.date(rng, H.days(c.today, -rng.randrange(1, 30)), "ddmm"),
                     T(H.pick(rng, ["awaiting POC", "awaiting CH placement", "family choice", "awaiting equipment",
                                    "awaiting DST", "housing - no ramp", "awaiting IC bed", "court of protection"])),
                     T(str(rng.randrange(1, 40)))])
    hdr = ["Pt", "Hosp no", "Age", "Site", "MFFD", "Reason", "Days"]
    if rng.random() < 0.5:
        space_table(d, hdr, rows)
    else:
        pipe_table(d, hdr, rows)
    d.line("4. ACTIONS TAKEN")
    d.line("   - Spot-purchased ", str(rng.randrange(1, 5)), " beds at ", P(c.ch(), "HOSPITAL"), " and ",
           P(c.ch(), "HOSPITAL"), ".")
    d.line("   - ", P(c.ag(), "ORGANIZATION"), " agreed ", str(rng.randrange(10, 60)),
           " extra hours from ", c.d(rng.randrange(1, 4), H.pick(rng, ["wd", "ddmm"])), ".")
    d.line("   - Escalated to ", H.staff(rng, c.st("ccm"), 1), " (director on call) ", c.phone(), " at ", B.tm(rng, 10, 18), ".")
    if rng.random() < 0.4:
        d.line("   - Surge plan for ",
               H.holiday(rng, c.country), " period agreed with ", H.staff(rng, c.st("bm"), 2), ".")
    d.line("5. RISKS")
    d.line("   ", H.pick(rng, ["12-h trolley waits likely", "IPC closures limit step-down",
                               "no weekend SW cover", "DN caseload at 140% capacity"]), "; ", H.pick(rng, [
        "workforce gaps in HCA rota", "no P3 beds within 20 miles", "pharmacy TTO delays"]), ".")
    d.blank()
    d.line("Circulation: ", H.email_for(rng, team="flow.escalation"), "; ", H.email_for(rng, c.st("ccm")), "; ",
           H.email_for(rng, c.st("matron")))
    if rng.random() < 0.4:
        d.line("Dashboard: ", H.url(rng, "system-flow"), "  (refreshed from ", H.ipaddr(rng), ")")
    if rng.random() < 0.3:
        d.line("Next SitRep call: ", c.d(1, "wd3"), " 08:30 - dial-in ", c.phone(), " PIN ", H.digits(rng, 6), "#")
    return d


# ====================================================================== step-down transfer letter
def stepdown_letter(rng, c):
    d = Doc()
    p = c.pt
    cons = c.st(H.pick(rng, ["geri", "reg"]))
    d.line(c.hosp("acute"))
    d.line(H.pick(rng, ["Department of Medicine for the Elderly", "Frailty Unit", "Acute Medical Unit", "Orthogeriatrics"]))
    d.line(P(H.street_line(rng, c.nation), "STREET"), ", ", c.city(c.other_town()), " ", P(H.uk_postcode(rng) if c.country == "UK" else H.eircode(rng), "ZIP"))
    d.line("Tel ", c.phone(), "  Fax ", c.fax(), frag("  Secretary ", H.email_for(rng, H.any_person(rng))) if rng.random() < 0.5 else "")
    d.blank()
    d.line(c.d(0, H.pick(rng, ["long", "ord", "dmy"])))
    d.blank()
    k = rng.randrange(3)
    if k == 0:
        d.line("Dr ", P(c.st("gpwsi").full, "DOCTOR"), ", ", c.hosp("ward"))
    elif k == 1:
        d.line("The Nurse in Charge, ", c.hosp("ward"))
    else:
        d.line("Ward Manager (", H.staff(rng, c.st("wm"), 1), "), ", c.hosp("ward"))
    d.line(c.hosp("comm"))
    d.line(c.city())
    d.blank()
    if k == 0:
        d.line("Dear Dr ", P(c.st("gpwsi").last, "DOCTOR"), ",")
    elif k == 2 and c.st("wm").title:
        d.line("Dear ", c.st("wm").title, " ", P(c.st("wm").last, "DOCTOR"), ",")
    else:
        d.line("Dear Colleague,")
    d.blank()
    d.line("Re: ", c.pname(H.pick(rng, ["title_full", "full"])), ", DOB ", c.dob(), ", ", p.natid_label, " ", c.natid(),
           frag(", Hosp no ", c.mrn()) if rng.random() < 0.6 else "")
    d.line("    ", c.addr(country=rng.random() < 0.3))
    d.blank()
    he, his = ("She", "her") if p.sex == "F" else ("He", "his")
    d.line("Thank you for accepting this ", c.age(H.pick(rng, [2, 6, 9])), " ", "lady" if p.sex == "F" else "gentleman",
           " for step-down rehabilitation. ", he, " was admitted to ", P(c.acute_ward, "HOSPITAL"), " on ",
           H.date(rng, c.adm, H.pick(rng, ["long", "ord", "dmy"])), " with ", B.problem(rng), ".")
    d.line(he, " was treated with ", "; ".join(B.meds(rng, 2)), " and has improved. Latest bloods (",
           c.d(-1, "dm"), "): ", B.labs(rng), ". ", B.scores(rng), ".")
    d.line(c.social())
    d.blank()
    d.line("Diagnoses:")
    for i, pr in enumerate(rng.sample(PL.PROBLEMS, 3)):
        d.line(" ", str(i + 1), ". ", pr)
    d.line("Medication on transfer:")
    for m in B.meds(rng):
        d.line(" - ", m)
    d.line("Allergies: ", H.pick(rng, ["NKDA", "penicillin (rash)", "codeine (vomiting)", "elastoplast"]))
    d.blank()
    d.line("Outstanding:")
    d.line(" - ", H.pick(rng, ["Repeat U&E in 1 week", "Echo booked as OP", "Fracture clinic review at 6 weeks",
                              "DEXA scan requested"]), frag(" (", c.d(rng.randrange(5, 40), "dmy"), ")") if rng.random() < 0.6 else "")
    if rng.random() < 0.4:
        ul, uf = H.idnum(rng, "ubrn")
        d.line(" - OP referral ", ul, " ", uf)
    if rng.random() < 0.3:
        desc, lab, f = H.device(rng, H.DEVICE_KINDS[11])
        d.line(" - Pacemaker check due; device ", lab, f)
    d.line(" - ReSPECT / DNACPR: ", H.pick(rng, ["for full escalation", "DNACPR - form travels with patient",
                                                "ceiling of care ward-based"]), ", discussed with ",
           c.nok.rel, " ", c.fname(c.nok, "full"), ".")
    if rng.random() < 0.35:
        hl, hf = H.healthplan(rng, c.country)
        d.line(" - ", hl, ": ", hf)
    if rng.random() < 0.3:
        al, af = H.account(rng)
        d.line(" - ", al, " ", af)
    d.blank()
    d.line("Please do not hesitate to contact me via switchboard ", c.phone(), " or bleep ", H.bleep(rng), ".")
    d.blank()
    d.line("Yours sincerely,")
    d.blank()
    d.line(H.staff(rng, cons, H.pick(rng, [1, 2])))
    d.line(cons.role, H.pick(rng, [" to Dr ", ", team of Dr "]), P(c.st("geri", 1).full, "DOCTOR"))
    lab, lf = H.licence(rng, "geri", c.country)
    d.line(lab, " ", lf)
    d.blank()
    d.line("cc: Dr ", P(c.gp.full, "DOCTOR"), ", ", c.hosp("gp"), ", ", c.city())
    d.line("cc: Patient")
    if rng.random() < 0.5:
        d.line("Typed by ", H.name(rng, H.any_person(rng), "DOCTOR", "initials"), " ", c.d(0, "ddmm"), "   Dictated ", c.d(-1, "ddmm"))
    return d
