"""Genres 1-2: general medicine admission/progress notes; ICU notes and flowsheets."""
from phi import m, df, add_days, name_p, dr, Person, words, TOWNS, ordsuf
from ctx import Ctx
import clin
import extra as X
from common import (fill, pick_scen, age_range, t, t4, pmh_lines, social, family_hx, hcp_line, signature,
                    attestation, cc_line)


def med_admission(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=True, age_range=age_range(sc))
    r = rng
    team = r.choice(["Gold", "Blue", "Red", "Green", "Purple", "A", "B", "C", "4", "7"])
    s = c.banner() + "\n"
    s += r.choice(["INTERNAL MEDICINE ADMISSION H&P", "General Medicine History and Physical", "ADMISSION NOTE - HOSPITAL MEDICINE",
                   "Medicine Admission Note"]) + "\n"
    s += "Date of service: %s   Time: %s\n" % (c.d(), t(r))
    s += "Team: Medicine %s   Attending: %s   Resident: %s   Intern: %s\n" % (
        team, dr(c.attending, r.choice(["dr_last", "dr_full", "full"])), dr(c.resident, "full"), dr(c.intern, r.choice(["full", "last"])))
    s += "Admitted to: %s, room %s\n" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room)) if r.random() < 0.5 else \
        "Bed: %s-%s\n" % (m("LOCATION_OTHER", c.room), m("LOCATION_OTHER", c.bed))
    s += "PCP: %s, %s (ph %s)\n" % (dr(c.pcp, "full_cred"), m("HOSPITAL", c.pcp_practice), m("PHONE", c.pcp_phone))
    rel, fp, ph = c.fam[0]
    s += "Source of history: patient, %s %s, outside records\n\n" % (rel, name_p(fp, "first", "FAMILY"))
    s += "CHIEF COMPLAINT: \"%s\"\n\n" % sc["cc"]
    s += "HISTORY OF PRESENT ILLNESS:\n%s is a %s %s with a history of %s who %s %s\n" % (
        c.P("full"), c.A(), c.sexw(r.choice(["word", "male"])), ", ".join(sc["pmh"][:3]),
        r.choice(["presents with", "comes in for"]) + " " + sc["cc"] + ".", fill(sc["hpi"], c))
    if r.random() < 0.7:
        s += "%s was last seen by %s on %s, at which time %s. " % (
            c.P("title"), dr(c.pcp, "dr_last"), c.dd(-r.randrange(10, 120)),
            r.choice(["labs were at baseline", "no medication changes were made", "a referral to cardiology was placed",
                      "blood pressure was noted to be elevated"]))
    if r.random() < 0.5:
        s += "%s %s reports that %s %s. " % (c.sexw("His"), rel, c.sexw("he"),
                                                r.choice(["has been sleeping in a recliner", "has been eating less",
                                                          "seemed more tired since the weekend", "missed several doses of medications"]))
    s += "\nIn the ED: %s. Received %s. %s\n\n" % (clin.vitals(r), r.choice(["1 L NS", "furosemide 40 mg IV", "ceftriaxone and azithromycin",
                                                                            "ondansetron and IV fluids", "aspirin 325 mg"]),
                                                 r.choice(["Admitted to medicine for further management.", "Medicine consulted for admission.",
                                                           "ED physician %s requested admission." % dr(Person(r), "dr_last")]))
    s += "PAST MEDICAL HISTORY:\n%s\n\n" % pmh_lines(c, sc, r.choice(["dash", "num"]))
    txt, _ = clin.med_list(r, sc["meds"], r.choice(["num", "dash"]))
    s += "HOME MEDICATIONS (verified with %s and %s):\n%s\n\n" % (r.choice(["patient", "pharmacy fill history", "%s %s" % (rel, name_p(fp, "first", "FAMILY"))]),
                                                                    m("HOSPITAL", c.pharmacy), txt)
    s += "ALLERGIES: %s\n\n" % r.choice(clin.ALLERGIES)
    s += "SOCIAL HISTORY: %s\n\nFAMILY HISTORY: %s\n\n" % (social(c), family_hx(c))
    s += "REVIEW OF SYSTEMS:\n%s\n\n" % "\n".join(r.sample(clin.ROS, 6))
    s += "PHYSICAL EXAM:\nVitals: %s\n%s\n%s\n\n" % (clin.vitals(r), sc["exam"], "\n".join(r.sample(clin.EXAM_NORMAL, 4)))
    s += "LABS (%s %s):\n%s\n\n" % (c.d(fmt="md"), t(r), clin.labs(r, r.choice(["pipe", "cols", "line", "bmp_cbc"])))
    s += "IMAGING/OTHER: %s\n\n" % sc["imaging"]
    s += "ASSESSMENT AND PLAN:\n%s %s is a %s with %s presenting with %s.\n\n" % (
        c.pt.title(), m("PATIENT", c.pt.last), c.A(r.choice(["yo", "yo_tight", "yr_old"])) + " " + c.sexw("mf"),
        sc["pmh"][0], sc["dx"].lower())
    for i, (prob, plan) in enumerate(sc["plan"]):
        s += "#%d %s\n- %s\n" % (i + 1, prob, plan.replace("; ", "\n- "))
    s += "\nFEN: %s\nPPx: %s\nCode: %s\n%s\nDispo: %s\n\n" % (
        r.choice(["cardiac diet", "NPO after MN", "regular diet", "2 g Na diet, 1.5 L FR", "carb-consistent"]),
        r.choice(["heparin SC", "enoxaparin", "SCDs (bleeding)", "apixaban (home)"]),
        r.choice(["Full code (confirmed with patient)", "DNR/DNI per MOLST on file", "Full code, discussed"]),
        hcp_line(c), r.choice(["home with %s when medically ready" % rel, "likely SNF, PT/OT consulted",
                               "anticipate discharge %s" % c.dd(r.randrange(2, 6), r.choice(["wk_md", "md", "us"]))]))
    s += signature(c, c.resident, "PGY-%d" % r.randrange(1, 4)) + "\n\n" + attestation(c) + "\n" + c.footer()
    return s


def med_progress(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=True, age_range=age_range(sc))
    r = rng
    hd = r.randrange(2, 9)
    today = add_days(c.date, hd - 1)
    tf = c.date_fmt
    s = ""
    if r.random() < 0.6:
        s += c.banner()
    s += "%s - Medicine Progress Note - HD#%d\n" % (df(today, r.choice(["us", "wk_long", "iso", "abbr"])), hd)
    s += "%s, %s  MRN %s  Rm %s\n" % (name_p(c.pt, "LAST_FIRST_NOMI"), c.A("yo") + " " + c.sexw("mf"), m("MRN", c.mrn), m("LOCATION_OTHER", c.room))
    s += "Admit date: %s  Attending: %s\n\n" % (c.d(), dr(c.attending, "dr_last"))
    s += "OVERNIGHT/INTERVAL EVENTS:\n"
    ev = r.sample(["No acute events overnight.", "Cross-cover called at %s for %s; resolved with %s." % (t(r), r.choice(["HR 130s", "SBP 88", "agitation", "fever 38.6", "low UOP"]), r.choice(["500 mL bolus", "metoprolol 5 mg IV", "reorientation", "tylenol and cultures"])),
                   "Net %s L over 24 h." % r.choice(["-1.2", "-2.4", "+0.6", "-0.8"]),
                   "%s (%s) visited and updated at bedside." % (name_p(c.fam[0][1], "full", "FAMILY"), c.fam[0][0]),
                   "Tele: %s" % r.choice(["NSR 70s", "AF 90-110", "occasional PVCs", "no events"]),
                   "Pt refused AM labs, redrawn at %s." % t(r)], 3)
    s += "\n".join("- " + e for e in ev) + "\n\n"
    s += "SUBJECTIVE: %s reports %s. %s\n\n" % (c.P(r.choice(["title", "first", "title"])),
                                                 r.choice(["feeling better, breathing easier", "mild improvement", "poor sleep due to noise, otherwise ok",
                                                           "ongoing nausea", "pain 4/10, improved"]),
                                                 r.choice(["Ambulated with PT.", "Tolerating diet.", "Asking about going home.",
                                                           "Wants %s %s to be called after rounds at %s." % (c.sexw("his"), c.fam[1][0], m("PHONE", c.fam[1][2]))]))
    s += "OBJECTIVE:\nVitals: Tmax %.1f | %s\nI/O: %d / %d\nWeight: %.1f kg (admit %.1f kg)\n" % (
        r.uniform(36.5, 38.4), clin.vitals(r, "line"), r.randrange(600, 2400), r.randrange(900, 4200),
        r.uniform(60, 120), r.uniform(60, 125))
    s += "Exam:\n%s\n\n" % X.exam_full(r, sc)
    s += "Current inpatient medications:\n%s\n\n" % X.inpatient_meds(r, sc)
    s += "Labs:\n%s\n" % clin.labs(r, r.choice(["cols", "pipe", "bmp_cbc"]))
    s += "Trend:\n%s\nImaging: %s\n" % (X.trend_table(r, c, min(hd, 4)), X.imaging(r, 1))
    if r.random() < 0.5:
        s += "Micro: blood cx from %s: %s (accession %s)\n" % (c.d(fmt="md"), r.choice(["NGTD x48h", "1/2 bottles GPC in clusters", "no growth to date"]),
                                                            m("IDNUM", "%s%s" % (r.choice(["MB", "BC", "M"]), r.randrange(10 ** 6, 10 ** 7))))
    s += "\nASSESSMENT/PLAN:\n%s yo %s w/ %s, HD#%d, %s.\n" % (m("AGE", c.age), c.sexw("mf"), sc["dx"], hd,
                                                             r.choice(["improving", "slowly improving", "clinically stable", "not yet at baseline"]))
    for i, (prob, plan) in enumerate(sc["plan"]):
        s += "%d. %s: %s\n" % (i + 1, prob, plan)
    s += "%d. Dispo: %s\n\n" % (len(sc["plan"]) + 1, r.choice([
        "CM following; possible d/c to %s %s" % (m("HOSPITAL", c.snf), df(add_days(today, r.randrange(1, 4)), r.choice(["wk", "wk_md", "md"]))),
        "home %s if stable; f/u PCP %s at %s within 7 days" % (df(add_days(today, 1), "wk"), dr(c.pcp, "dr_last"), m("HOSPITAL", c.pcp_practice)),
        "await PT recs", "likely home with %s, needs VNA" % c.fam[0][0]]))
    s += signature(c, c.intern if r.random() < 0.5 else c.resident, r.choice(["intern", "resident", "PGY-1", "PGY-2"]), when=today)
    if r.random() < 0.7:
        s += "\n\n" + attestation(c)
    s += "\n" + c.footer()
    return s


def med_terse(rng):
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=True, age_range=age_range(sc))
    h0 = rng.randrange(2, 5)
    parts = [_terse1(rng, c, sc, h0 + k) for k in range(rng.randrange(2, 5))]
    return "\n\n".join(parts), {"lower": True}


def _terse1(rng, c, sc, hd):
    r = rng
    today = add_days(c.date, hd - 1)
    s = "pgy1 progress note %s\n" % df(today, r.choice(["md", "wk_md", "us_short"]))
    s += "%s %s %s mrn %s rm %s\n\n" % (c.P(r.choice(["last", "first", "initials"])), m("AGE", c.age), c.sexw("mf"), m("MRN", c.mrn), m("LOCATION_OTHER", c.room))
    s += "s: %s. %s\n" % (r.choice(["feels ok", "still sob w/ exertion", "slept poorly", "nausea better", "wants to go home"]),
                          r.choice(["no cp", "no f/c", "+bm", "tol po"]))
    s += "o: %s\n   %s\n   %s\n" % (clin.vitals(r, "terse"), r.choice(["lungs few crackles bases", "cta b", "abd soft nt"]), r.choice(["1+ edema", "no edema", "a&ox3"]))
    s += "labs: %s\n\n" % clin.labs(r, "line", n=8)
    s += "a/p: %s\n" % sc["dx"]
    for prob, plan in sc["plan"]:
        s += "- %s: %s\n" % (prob, plan.split(";")[0])
    s += "- spoke w/ %s %s (%s) re plan\n" % (c.fam[0][0], name_p(c.fam[0][1], "first", "FAMILY"), m("PHONE", c.fam[0][2]))
    s += "- dispo: %s\n\n" % r.choice(["home %s" % df(add_days(today, 1), "wk"), "snf search (%s, %s)" % (m("HOSPITAL", c.snf), m("HOSPITAL", c.snf2)), "tbd"])
    if not hasattr(c, "ipager"):
        c.ipager = c.pl.pager()
    s += "d/w attending %s\n%s %s / pgr %s\n" % (dr(c.attending, "dr_last_nodot"), dr(c.intern, "full"), r.choice(["md", "pgy1"]), m("PHONE", c.ipager))
    s += "entered by %s %s %s\n" % (m("USERNAME", c.intern.uname), df(today, "md"), t(r))
    return s


ICU_HEAD = ["MICU Daily Progress Note", "Critical Care Progress Note", "ICU Attending Note", "SICU/MICU Daily Note", "CCU Daily Progress Note"]


def icu_daily(rng):
    sc = rng.choice(clin.ICU_SCEN)
    c = Ctx(rng, academic=rng.random() < 0.7, age_range=(22, 90))
    r = rng
    day = r.randrange(2, 12)
    today = add_days(c.date, day - 1)
    s = c.banner() if r.random() < 0.7 else ""
    s += "%s\nDate: %s   ICU day %d   Bed %s\n" % (r.choice(ICU_HEAD), df(today, r.choice(["us", "iso", "wk_long", "dmy"])), day,
                                                 m("LOCATION_OTHER", "%s-%s" % (r.choice(["MICU", "4E", "ICU"]), r.randrange(1, 24))) if r.random() < 0.5 else m("LOCATION_OTHER", c.bed))
    s += "Patient: %s (%s), %s %s\n" % (name_p(c.pt, r.choice(["full", "last_first", "LAST_FIRST"])), m("MRN", c.mrn), c.A("yo"), c.sexw("mf"))
    s += "Attending: %s   Fellow: %s   Resident: %s\n\n" % (dr(c.attending, "dr_last"), dr(c.consultant, "dr_last"), dr(c.resident, "full"))
    s += "ID/BRIEF: %s %s with %s admitted %s from %s.\n\n" % (c.A(r.choice(["yo", "year_old"])), c.sexw("male"), fill(sc["dx"], c, sc),
                                                             c.d(), r.choice([m("HOSPITAL", r.choice(TOWNS) + " " + r.choice(["Community Hospital", "Regional Medical Center"])) + " (transfer)",
                                                                              "the ED", "the floor after RRT", "OR"]))
    s += "24H EVENTS:\n- %s\n- %s\n\n" % (r.choice(["Weaned pressors", "New fever 38.9 at %s, pan-cultured" % t(r), "Bronchoscopy at bedside", "Extubation attempted"]),
                                         r.choice(["Family meeting held with %s %s" % (c.fam[0][0], name_p(c.fam[0][1], "full", "FAMILY")),
                                                   "Central line replaced (R IJ) by %s" % dr(c.resident, "dr_last"),
                                                   "A-line repositioned", "Started CRRT at %s" % t(r)]))
    s += "VITALS: %s\nVent: %s\nDrips: %s\n\n" % (clin.vitals(r, "line"), sc["resp"].split(";")[0], sc["cv"].split(";")[0])
    s += "BY SYSTEMS:\nNeuro: %s\nCV: %s\nResp: %s\nRenal/FEN: %s\nID: %s\nGI: %s\nHeme: %s\nEndo: %s\n" % (
        sc["neuro"], sc["cv"], sc["resp"], sc["renal"], sc["idp"], sc["gi"], sc["heme"], sc["endo"])
    s += "Lines: %s placed %s; %s placed %s\n" % (r.choice(["R IJ TLC", "L SC CVC", "R femoral HD catheter"]), df(add_days(c.date, r.randrange(0, 3)), "md"),
                                                  r.choice(["L radial A-line", "R radial art line"]), df(add_days(c.date, r.randrange(0, 3)), "md"))
    s += "Ppx: %s / %s. Code: %s.\n\n" % (r.choice(["SQH", "enoxaparin", "SCDs"]), r.choice(["PPI", "famotidine"]), r.choice(["Full", "DNR (not DNI)", "Full, revisit"]))
    s += "LABS:\n%s\nABG %s: 7.%02d/%d/%d\n\n" % (clin.labs(r, r.choice(["cols", "pipe", "bmp_cbc"])), t(r), r.randrange(18, 46), r.randrange(28, 68), r.randrange(58, 140))
    s += "Trend:\n%s\n%s\nImaging: %s\n\n" % (X.trend_table(r, c, min(day, 4)), X.mar_excerpt(r, c, clin.SCEN[r.randrange(len(clin.SCEN))], today), X.imaging(r, 2))
    s += "ASSESSMENT: %s remains critically ill with %s; %s. Continue ICU-level care.\n\n" % (c.P(r.choice(["title", "last"])) if r.random() < 0.5 else "Patient", fill(sc["dx"], c, sc).lower(), r.choice(["improving hemodynamics", "ongoing vasopressor requirement", "slow ventilator wean", "neurologic prognosis uncertain"]))
    s += "FAMILY: %s\n\n" % r.choice([
        "Updated %s %s by phone (%s) at %s." % (c.fam[0][0], name_p(c.fam[0][1], "full", "FAMILY"), m("PHONE", c.fam[0][2]), t(r)),
        "%s and %s at bedside, questions answered; interpreter (Spanish, ID %s) used." % (name_p(c.fam[0][1], "first", "FAMILY"), name_p(c.fam[1][1], "first", "FAMILY"), m("IDNUM", str(r.randrange(100000, 999999)))),
        "Family meeting planned %s at %s with palliative care (%s)." % (df(add_days(today, 1), r.choice(["wk", "wk_md"])), t(r), dr(Person(r), "dr_last"))])
    if r.random() < 0.7:
        s += "CRITICAL CARE TIME: %d minutes, exclusive of procedures, by %s.\n" % (r.randrange(32, 95), dr(c.attending, "full_cred"))
    s += signature(c, c.resident, "ICU resident", when=today)
    s += c.footer()
    return s


def icu_flowsheet(rng):
    c = Ctx(rng, academic=rng.random() < 0.6, age_range=(25, 92))
    r = rng
    today = add_days(c.date, r.randrange(1, 6))
    s = "FLOWSHEET EXCERPT - %s\n" % r.choice(["ICU Vitals/Drips", "Hemodynamics & Ventilator", "Critical Care Flowsheet"])
    s += "%s | MRN %s | Acct %s | %s %s\n" % (name_p(c.pt, "LAST_FIRST"), m("MRN", c.mrn), m("ACCOUNT", c.acct), c.hosp(True) + " " + r.choice(["MICU", "SICU", "CVICU", "Neuro ICU"]), "bed " + m("LOCATION_OTHER", c.bed))
    s += "Date: %s     Primary RN: %s     Charge RN: %s\n\n" % (df(today, r.choice(["us", "iso", "dmy_dash"])), m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), dr(c.nurse2, "full"))
    pipe = r.random() < 0.5
    hdr = ["Time", "HR", "BP", "MAP", "RR", "SpO2", "Temp", "NE mcg/kg/min", "UOP", "RN"]
    rows = []
    hr = r.randrange(80, 125)
    ne = round(r.uniform(0.05, 0.3), 2)
    ini = [c.nurse.initials(), c.nurse2.initials()]
    for i in range(r.randrange(8, 14)):
        hr += r.randrange(-6, 5)
        ne = max(0.0, round(ne + r.choice([-0.02, -0.01, 0, 0, 0.01]), 2))
        sbp = r.randrange(88, 140)
        dbp = r.randrange(45, 80)
        rows.append(["%02d00" % ((7 + i) % 24), str(hr), "%d/%d" % (sbp, dbp), str((sbp + 2 * dbp) // 3), str(r.randrange(14, 30)),
                     "%d%%" % r.randrange(88, 100), "%.1f" % r.uniform(36.4, 38.8), "%.2f" % ne, str(r.randrange(10, 90)),
                     m("DOCTOR", ini[0] if i < 6 else ini[1])])
    if pipe:
        s += "| " + " | ".join(hdr) + " |\n|" + "---|" * len(hdr) + "\n"
        for row in rows:
            s += "| " + " | ".join(row) + " |\n"
    else:
        s += "  ".join("%-6s" % h for h in hdr) + "\n"
        for row in rows:
            s += "  ".join("%-6s" % x if "\x01" not in x else x for x in row) + "\n"
    s += "\nVENT: mode %s, VT %d, RR set %d, PEEP %d, FiO2 %d%%  (RT: %s)\n" % (
        r.choice(["AC/VC", "PRVC", "PSV"]), r.randrange(340, 520), r.randrange(12, 26), r.randrange(5, 16), r.randrange(30, 80), dr(Person(r), "full", cred="RRT") + " RRT")
    s += "DRIPS: norepinephrine %s, propofol %d mcg/kg/min, fentanyl %d mcg/h, insulin %.1f units/h\n" % (
        "titrating", r.randrange(5, 50), r.randrange(25, 150), r.uniform(0.5, 8))
    s += "I/O 24h: in %d / out %d\n\n" % (r.randrange(1500, 5000), r.randrange(600, 4000))
    s += "LABS:\n%s\n%s\n" % (X.trend_table(r, c, 3), X.mar_excerpt(r, c, clin.SCEN[r.randrange(len(clin.SCEN))], today))
    s += "Neuro checks: %s\n%s\n\n" % (", ".join("%s GCS %d" % (t4(r), r.randrange(8, 15)) for _ in range(4)), r.choice(X.NURSE_CARE))
    s += "LINES/DRAINS: R IJ CVC (day %d), L radial art line (day %d), OGT 18 Fr at %d cm, Foley 16 Fr, R chest tube to -20 cm suction: %s.\n" % (
        r.randrange(1, 9), r.randrange(1, 9), r.randrange(52, 62), r.choice(["n/a", "serous 40 mL/shift, no air leak"]))
    s += "INTAKE: IVF %d, drips %d, TF %d, flushes %d | OUTPUT: urine %d, OGT %d, stool %d\n\n" % tuple(r.randrange(50, 1500) for _ in range(7))
    s += "Notes:\n"
    for _ in range(r.randrange(2, 5)):
        s += "%s %s\n" % (t4(r), r.choice([
            "Dr. %s notified of MAP 58, NE titrated up." % m("DOCTOR", c.resident.last),
            "Family (%s, %s) called; updated, pass-code verified." % (name_p(c.fam[0][1], "full", "FAMILY"), c.fam[0][0]),
            "Pt turned q2h, skin intact; Braden 11.",
            "ETT suctioned, thick tan secretions, sputum cx sent (order %s)." % m("IDNUM", str(r.randrange(10 ** 8, 10 ** 9))),
            "RASS -3, CPOT 1. SAT deferred per %s." % dr(c.attending, "dr_last"),
            "Glucose 212, insulin titrated per protocol.",
            "Blood cx x2 drawn, accession %s/%s." % (m("IDNUM", "BC%s" % r.randrange(10 ** 5, 10 ** 6)), m("IDNUM", "BC%s" % r.randrange(10 ** 5, 10 ** 6))),
            "Chaplain %s visited at family request." % m("DOCTOR", Person(r).first + " " + Person(r).last)]))
    s += "\nMonitor IP %s  export by %s %s\n" % (m("IPADDR", c.ip), m("USERNAME", c.nurse.uname), df(today, "us"))
    return s


def icu_family(rng):
    c = Ctx(rng, academic=True, age_range=(50, 98))
    r = rng
    sc = r.choice(clin.ICU_SCEN)
    s = c.banner()
    s += "ICU FAMILY MEETING / GOALS OF CARE NOTE\nDate: %s  Time: %s  Location: %s\n\n" % (
        c.dd(r.randrange(2, 8), r.choice(["wk_long", "us", "abbr"])), t(r), m("LOCATION_OTHER", r.choice(["MICU family room 2", "the Serenity Room", "bedside " + c.bed])))
    s += "Participants:\n- %s (%s, HCP) %s\n- %s (%s)\n- %s (ICU attending)\n- %s, RN\n- %s (palliative care)\n- %s, LICSW\n\n" % (
        name_p(c.fam[0][1], "full", "FAMILY"), c.fam[0][0], m("PHONE", c.fam[0][2]), name_p(c.fam[1][1], "full", "FAMILY"), c.fam[1][0],
        dr(c.attending, "dr_full"), m("DOCTOR", "%s %s" % (c.nurse.first, c.nurse.last)), dr(c.consultant, "dr_last"), m("DOCTOR", "%s %s" % (c.sw.first, c.sw.last)))
    s += "Background: %s is a %s %s, %s, admitted %s with %s. %s\n\n" % (
        c.P("full"), c.A(), c.sexw("word"), r.choice(["retired %s" % m("PROFESSION", c.profession), "a former " + m("PROFESSION", c.profession)]),
        c.d(), fill(sc["dx"], c, sc), "Course complicated by %s." % r.choice(["AKI requiring CRRT", "recurrent shock", "failed extubation x2", "new anoxic injury on MRI"]))
    s += "Discussion: We reviewed the clinical course. %s shared that %s %s had said %s would never want %s. %s\n\n" % (
        name_p(c.fam[0][1], "first", "FAMILY"), c.sexw("his"), "loved one",
        c.sexw("he"), r.choice(["to live on machines", "a trach or feeding tube", "prolonged life support"]),
        "%s described %s as %s who %s." % (name_p(c.fam[1][1], "first", "FAMILY"), c.sexw("him"), r.choice(["a proud", "an independent-minded", "a stubborn"]) + " " + m("PROFESSION", c.profession),
                                          r.choice(["still fished every weekend", "drove until %s" % df(add_days(c.date, -r.randrange(100, 900)), "mon_yr"),
                                                    "celebrated %s %s%s birthday at %s" % (c.sexw("his"), m("AGE", c.age), ordsuf(c.age), c.church())])))
    s += "Outcome: %s\n\n" % r.choice(["Transition to comfort-focused care; DNR/DNI entered. Compassionate extubation planned %s after %s arrives from %s." % (
        df(add_days(c.date, r.randrange(3, 9)), "wk"), name_p(c.fam[2][1], "first", "FAMILY"), m("CITY", r.choice(TOWNS) + " Falls")),
        "Time-limited trial of 72 h; reconvene %s." % df(add_days(c.date, r.randrange(4, 10)), r.choice(["wk_md", "wk", "md"])),
        "Continue full support; family requests second opinion from %s." % m("HOSPITAL", r.choice(TOWNS) + " University Hospital")])
    s += "Patient values (per family): %s. Prior conversations: %s.\n" % (
        r.choice(["being at home with %s dogs" % c.sexw("his"), "independence", "faith and being with family", "not being a burden"]),
        r.choice(["completed a living will at %s in %s" % (m("HOSPITAL", c.pcp_practice), df(add_days(c.date, -r.randrange(300, 2000)), "yr")), "none documented", "told %s %s %s never to 'keep me on machines'" % (c.sexw("his"), c.fam[0][0], name_p(c.fam[0][1], "first", "FAMILY"))]))
    s += "Medical update given: %s Prognosis was discussed in plain language; questions about %s were answered. %s\n\n" % (
        " ".join(r.sample([sc["neuro"], sc["cv"], sc["resp"], sc["renal"]], 3)), r.choice(["tracheostomy and PEG", "dialysis", "pain and comfort", "what happens after extubation"]),
        r.choice(["Chaplain support offered.", "Family requested time to talk among themselves.", "Ethics consult not needed."]))
    s += "Recommendations: %s\n" % "; ".join(r.sample(["continue current ICU care", "DNR order entered, continue other treatments", "palliative care to follow daily", "social work to support family", "chaplain referral", "revisit in 48-72 h"], 3))
    s += "Total time %d min, >50%% counselling.\n%s\n" % (r.randrange(40, 95), signature(c, c.attending, "ICU attending", pager=r.random() < 0.5))
    return s
