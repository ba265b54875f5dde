"""Genres: transcranial Doppler report; antenatal carrier counselling note; MDT minutes."""

from core import Note, P, pick, chance
import phi
import pools
import common as cm
import case as casemod

TCD_KIT = ["DWL Doppler-Box X", "Multi-Dop T digital", "Rimed Digi-Lite", "Compumedics DWL Doppler-Box", "Philips EPIQ 7 (imaging TCDi)",
           "GE Logiq E10 (TCDi)"]


def tcd_report(c):
    rng = c.rng
    n = Note(c.lower)
    sci = c.doc("scientist")
    rep = c.doc("cons")
    ref = c.doc("referrer")
    n.ln(pick(rng, ["TRANSCRANIAL DOPPLER ULTRASOUND REPORT", "Transcranial Doppler (TCD) Screening Report", "TCD REPORT - SICKLE CELL STROKE SCREENING",
                    "Non-imaging TCD - Report"]))
    n.ln("{x}", x=[c.hosp, " - ", pick(rng, ["Vascular Laboratory", "Clinical Physiology", "Neurovascular Ultrasound", "%s %s" % (c.t("paed"), c.t("haem"))])])
    n.ln()
    n.ln("{x}", x=["Patient: ", pick(rng, [c.pt.LF(), c.pt.full()]), "   DOB: ", c.dob_s(), "   Age: ", c.age_s(pick(rng, ["years old", "yrs", "y/o"]))])
    n.ln("{x}", x=["Hosp no: ", c.mrn, "   ", c.hlab, ": ", c.hno])
    n.ln("{x}", x=["Referrer: ", ref.t_full(rng, c.country, dr=True), ", ", pick(rng, [c.hosp2, c.hosp])])
    n.ln("{x}", x=["Exam date: ", c.date(c.enc, ["num", "long", "dmon", "wk_long", "iso"]), "   Accession: ", phi.accession(rng, "rad")])
    n.ln("{x}", x=["Operator: ", sci.full(), pick(rng, [" (Clinical Vascular Scientist)", " (Sonographer)", ", CVS", " RVT"])])
    n.ln("{x}", x=["Equipment: ", pick(rng, TCD_KIT), pick(rng, [[", serial ", phi.device_sn(rng, "tcd")], [", asset no. ", phi.device_sn(rng, "tcd")], ""])])
    n.ln()
    n.ln("Clinical details: %s, %s. Hb today %s. %s" % (
        c.gshort, pick(rng, ["annual screening", "repeat after conditional result", "repeat after abnormal result",
                             "on %s - monitoring" % c.t("hu"), "on regular transfusion"]), c.hb(rng.randint(65, 105)),
        pick(rng, ["Awake and calm throughout.", "Child fell asleep during the study (may raise velocities).", "Unsettled initially; settled with a tablet video.",
                   "Febrile illness last week."])))
    n.ln("Technique: 2 MHz pulsed-wave, transtemporal windows %s; submandibular not required." % pick(rng, ["adequate bilaterally", "poor on the left", "good"]))
    n.ln()
    base = rng.choice([120, 140, 155, 165, 175, 185, 205])
    n.ln("Vessel        Depth (mm)   TAMMV (cm/s)")
    vals = {}
    for side in ("R", "L"):
        for ves, dep, f in [("MCA", (44, 56), 1.0), ("bifurcation", (56, 64), 0.95), ("dICA", (58, 66), 0.85), ("ACA", (60, 72), 0.8), ("PCA", (58, 70), 0.6)]:
            v = int(base * f * rng.uniform(0.85, 1.08))
            vals[side + " " + ves] = v
            n.ln("%-13s %-12d %d" % (side + " " + ves, rng.randint(*dep), v))
    if chance(rng, 0.5):
        n.ln("%-13s %-12d %d" % ("Basilar", rng.randint(75, 95), int(base * 0.5)))
    top_k = max(sorted(vals), key=lambda k: vals[k])
    top = vals[top_k]
    cat = "normal" if top < 170 else "conditional" if top < 200 else "abnormal"
    n.ln()
    n.ln("Highest TAMMV: %d cm/s (%s). Classification (STOP criteria): %s." % (top, top_k, cat.upper()))
    prev = c.before(90, 420)
    n.ln("{x}", x=["Comparison: previous study ", c.date(prev, ["num", "my", "long", "abbr"]), " - highest %d cm/s (%s)." % (
        int(top * rng.uniform(0.85, 1.1)), pick(rng, ["L MCA", "R MCA", "L dICA", "R bifurcation"]))] if chance(rng, 0.75) else
         ["Comparison: no previous study available on PACS."])
    n.ln()
    rec = {"normal": "Repeat routine TCD in 12 months (due %s).",
           "conditional": "Repeat TCD in 3 months (%s); if still conditional, discuss %s/transfusion at MDT.",
           "abnormal": "Repeat within 2-4 weeks (%s). If confirmed, start regular transfusion per STOP; urgent discussion with the haematology team."}[cat]
    due = c.after(14 if cat == "abnormal" else 80 if cat == "conditional" else 330, 30 if cat == "abnormal" else 100 if cat == "conditional" else 380)
    parts = rec.split("%s")
    segs = [parts[0], c.date(due, ["my", "mys", "num", "dmlong"]), parts[1]]
    if len(parts) > 2:
        segs[-1] = parts[1] + c.t("hu") + parts[2]
    n.ln("{x}", x=["Recommendation: "] + segs)
    par = c.parent()
    if cat == "abnormal":
        n.ln("{x}", x=["Result phoned to ", rep.t_last(rng, c.country, dr=True), " at %02d:%02d on " % (rng.randint(9, 17), rng.randrange(60)),
                       c.date(c.enc, ["num", "dm", "wk_short"]), pick(rng, [[" and to ", par.fn(), " (", c.rel(par), ")"], ""]), "."])
    n.ln()
    n.ln("{x}", x=["Reported by: ", sci.full(), "   Verified: ", rep.t_full(rng, c.country, dr=True), pick(rng, [["  ", cm.lic_seg(c)], ""]),
                   "   ", c.date(c.after(0, 4), ["num", "num2", "iso"])])
    if chance(rng, 0.35):
        n.ln("{x}", x=["Images stored: PACS study UID ", P("IDNUM", "1.2.826.0.1.%s.%s" % (phi.digits(rng, 7), phi.digits(rng, 4))),
                       pick(rng, [["; viewer ", phi.url(rng, "pacs/viewer")], ""])])
    if c.us or chance(rng, 0.25):
        cm.ehr_footer(n, c, rep, ip_p=0.3)
    return n


# ---------------------------------------------------------------- antenatal counselling
def antenatal_note(c):
    rng = c.rng
    n = Note(c.lower)
    csl = c.doc("counsellor")
    mw = c.doc("midwife")
    fm = c.doc("fetalmed")
    ptn = c.partner
    ga_w = rng.randint(8, 15)
    lmp = phi.add_days(c.enc, -(ga_w * 7 + rng.randint(0, 6)))
    edd = phi.add_days(lmp, 280)
    n.ln(pick(rng, ["ANTENATAL HAEMOGLOBINOPATHY COUNSELLING" if not c.us else "PRENATAL HEMOGLOBINOPATHY GENETIC COUNSELING NOTE",
                    "Antenatal Screening - Counselling Record", "Sickle Cell and Thalassaemia Antenatal Counselling" if not c.us
                    else "Genetic Counseling - Carrier Couple", "PARTNER SCREENING / PRENATAL DIAGNOSIS COUNSELLING"]))
    n.ln("{x}", x=[c.hosp, " - ", pick(rng, ["Antenatal Clinic", "Fetal Medicine Unit", "Genetics Clinic", "Maternity Outpatients"]),
                   pick(rng, [[", Room ", P("LOCATION_OTHER", str(rng.randint(1, 20)))], ""])])
    n.ln()
    n.ln("{x}", x=["Woman: ", pick(rng, [c.pt.full(), c.pt.LF(), c.pt.fml()]), "   DOB: ", c.dob_s(), " (", c.age_s(pick(rng, ["yrs", "yo", "years old"])), ")"])
    n.ln("{x}", x=["MRN: ", c.mrn, "   ", c.hlab, ": ", c.hno])
    n.ln("{x}", x=["Address: ", c.addr.lines(rng, oneline=True), "   Mobile: ", c.mob])
    n.ln("{x}", x=["LMP: ", c.date(lmp, ["num", "long", "num2"]), "   EDD: ", c.date(edd, ["num", "long", "dmon"]), "   Gestation at visit: %d+%d weeks   G%dP%d" % (
        ga_w, rng.randint(0, 6), rng.randint(1, 5), rng.randint(0, 3))])
    n.ln("{x}", x=["Date of counselling: ", c.date(c.enc, ["num", "wk_long", "long"]), "   Interpreter: %s" % pick(rng, ["not required", "Twi (telephone)", "Arabic (in person)",
                                                                                                                        "Bengali (video)", "Somali (telephone)", "Yoruba"])])
    n.ln()
    oq = pick(rng, pools.ORIGIN_COUNTRIES)
    n.ln("{x}", x=["Family Origin Questionnaire: woman - ", c.origin, "; partner - ", P("COUNTRY", oq), "."])
    wres = pick(rng, [("HbAS (sickle cell carrier)", "S"), ("HbAC carrier", "C"), ("beta thalassaemia carrier (HbA2 %.1f%%)" % rng.uniform(4.0, 6.5), "B"),
                      ("HbAE carrier", "E"), ("HbSS", "SS")])
    pres = pick(rng, [("HbAS", "S"), ("beta thalassaemia carrier (HbA2 %.1f%%, MCH %.1f pg)" % (rng.uniform(4.0, 6.5), rng.uniform(19, 25)), "B"),
                      ("HbAC", "C"), ("HbAE", "E"), ("HbAD-Punjab", "D")])
    n.ln("{x}", x=["Woman's screening (", c.date(c.before(7, 30), ["num", "dmlong"]), ", lab no ", phi.accession(rng, "lab"), "): ", c.sp(wres[0]),
                   "; Hb %s, MCH %.1f pg, ferritin %d." % (c.hb(rng.randint(95, 128)), rng.uniform(20, 31), rng.randint(8, 120))])
    n.ln("{x}", x=["Partner: ", ptn.full(), ", DOB ", phi.dseg(rng, phi.years_before(c.enc, rng.randint(20, 45), rng), c.country, ["num", "num2", "long"]),
                   pick(rng, [[", works as ", cm.art(c.prof_dad), c.prof_dad], ""]), ". Sample taken ", c.date(c.before(3, 20), ["num", "dmlong", "wk_dm"]),
                   " at ", pick(rng, [c.gp_practice, c.hosp]), " (lab no ", phi.accession(rng, "lab"), "): ", c.sp(pres[0]), "."])
    n.ln()
    high = (wres[1] in ("S", "SS") and pres[1] in ("S", "C", "B", "D")) or (wres[1] in ("C",) and pres[1] == "S") or (wres[1] == "B" and pres[1] in ("B", "E", "S"))
    n.ln("Counselling")
    if high:
        n.ln("{x}", x=["Explained that in each pregnancy there is %s " % (
            "a 1 in 2 chance of an affected baby and a 1 in 2 chance of a carrier." if wres[1] == "SS" else
            "a 1 in 4 chance of an affected baby, a 1 in 2 chance of a carrier and a 1 in 4 chance of an unaffected non-carrier."),
                       "Discussed the conditions, including variability and current treatment. Options: CVS at 11-14 weeks (miscarriage risk about 0.5%), amniocentesis from 15 weeks, or no prenatal diagnosis with newborn screening after birth."])
        if chance(rng, 0.5):
            n.ln("{x}", x=[c.pt.fn(), "'s first child, ", c.sib.fn(), " (aged ",
                           P("AGE", str(rng.randint(2, 9))), "), has %s and is followed at " % pick(rng, ["HbSS", "HbSC", "beta thalassaemia major"]),
                           c.hosp2, "; the couple have first-hand experience of crises."])
        dec = rng.randrange(3)
        if dec == 0:
            n.ln("{x}", x=["Decision: couple opt for CVS. Booked ", c.date(c.after(2, 14), ["wk_long", "long", "wk_dm"]), " with ", fm.t_full(rng, c.country, dr=True),
                           ", Fetal Medicine Unit, ", pick(rng, [c.hosp, c.hosp2]), ". Consent form given."])
        elif dec == 1:
            n.ln("Decision: no prenatal diagnosis; will plan newborn testing and early clinic review. Decision respected.")
        else:
            n.ln("{x}", x=["Decision: undecided; will discuss with family. Follow-up call on ", c.date(c.after(2, 7), ["wk_dm", "dmlong", "wd"]), "."])
    else:
        n.ln("Partner result does not indicate a high-risk couple for a significant haemoglobinopathy. No prenatal diagnosis offered. "
             "Carrier information leaflet given; relatives may wish to be tested.")
    n.ln()
    n.ln("{x}", x=["Copies: ", mw.full(), " (community midwife), ", c.doc("gp").t_full(rng, c.country, dr=True), " (", c.gp_practice, ")",
                   pick(rng, [[", ", fm.t_last(rng, c.country, dr=True)], ""])])
    n.ln("{x}", x=["Counsellor: ", csl.full(), ", %s" % pick(rng, ["Haemoglobinopathy Counsellor", "Specialist Screening Midwife", "Genetic Counselor" if c.us else "Genetic Counsellor",
                                                                   "Antenatal Screening Coordinator"]), pick(rng, [["  Tel ", c.phone()], ["  ", csl.email(rng)], ""])])
    if chance(rng, 0.3):
        n.ln("{x}", x=["Referral ref (e-referral): ", phi.accession(rng, "ref")])
    return n


# ---------------------------------------------------------------- MDT minutes
def mdt_minutes(c):
    rng = c.rng
    n = Note(c.lower)
    chair = c.doc("cons")
    mins = c.doc("admin")
    hm = c.t("haem")[:-1] + "ist"
    roles = [(c.t("cons"), c.hosp), ("%s %s %s" % ("Consultant" if not c.us else "Attending", c.t("paed"), hm), c.hosp), ("CNS", c.hosp),
             (c.t("cons"), c.hosp2), ("Clinical Psychologist", c.hosp), ("Pharmacist", c.hosp),
             ("Transfusion Practitioner", c.hosp), ("Social Worker", c.hosp2), ("Data Manager", c.hosp), (c.t("reg"), c.hosp)]
    n.ln(pick(rng, ["HAEMOGLOBINOPATHY MDT - MINUTES" if not c.us else "SICKLE CELL/THALASSEMIA MULTIDISCIPLINARY CONFERENCE - NOTES",
                    "Specialist Haemoglobinopathy Team: Network MDT Minutes" if c.country == "UK" else "Red Cell MDT Meeting - Minutes",
                    "Multidisciplinary Team Meeting (Red Cell)"]))
    n.ln("{x}", x=["Date: ", c.date(c.enc, ["long", "wk_long", "num", "dmon"]), "   Time: 13:00-14:30   Venue: ",
                   pick(rng, [[P("LOCATION_OTHER", pick(rng, pools.BUILDINGS)), " seminar room ", P("LOCATION_OTHER", str(rng.randint(1, 9)))],
                              ["videoconference (host ", c.hosp, ")"], [c.hosp, ", ", P("LOCATION_OTHER", pick(rng, pools.BUILDINGS))]])])
    n.ln("{x}", x=["Chair: ", chair.t_full(rng, c.country, dr=True), "   Minutes: ", mins.full()])
    n.ln()
    n.ln("Present:")
    for i, k in enumerate(sorted(rng.sample(range(len(roles)), rng.randint(4, 8)))):
        p = c.doc("mdt%d" % i)
        role, site = roles[k]
        dr = "Consultant" in role or "Attending" in role or "Staff" in role or role in (c.t("reg"),)
        n.ln("{x}", x=["- ", p.t_full(rng, c.country, dr=True) if dr else p.full(), ", %s, " % role, site])
    if chance(rng, 0.6):
        a1, a2 = c.doc("apol1"), c.doc("apol2")
        n.ln("{x}", x=["Apologies: ", a1.full(), ", ", a2.fi_last(rng)])
    n.ln()
    n.ln("{x}", x=["1. Minutes of last meeting (", c.date(c.before(14, 35), ["num", "dmlong", "long"]), ") agreed."])
    n.ln()
    n.ln("2. Patients discussed")
    pts = [c]
    for _ in range(rng.randint(2, 4)):
        sub = casemod.Case(rng, c.country, c.lower, (1, 55), genre="mdt")
        sub.used = c.used
        sub.pt = c.person("PATIENT", sub.sex, middle=chance(rng, 0.2))
        sub.enc = c.enc
        sub.dob = phi.years_before(c.enc, sub.age, rng)
        pts.append(sub)
    for i, s in enumerate(pts):
        n.ln()
        n.ln("{x}", x=["2.%d " % (i + 1), pick(rng, [s.pt.LF(), s.pt.full(), s.pt.lf(), s.pt.init(rng)]), " (", s.age_s(pick(rng, ["sex_tight", "sex", "yo", "y/o"])),
                       "), ", pick(rng, ["MRN ", "Hosp no ", "#"]), s.mrn, " - ", s.gshort, ", ", pick(rng, [c.hosp, c.hosp2])])
        opts = []
        if s.group == "scd":
            opts.append((["Issue: recurrent admissions (%d in 6 months); HbF %d%% on %s %d mg/kg." % (rng.randint(3, 8), rng.randint(3, 20), c.t("hu"), rng.randint(15, 30))],
                         "Outcome: escalate to maximum tolerated dose; FBC 2-weekly; consider crizanlizumab."))
            opts.append((["Issue: referral for gene therapy / HSCT eligibility; HLA-matched sibling ", s.sib.fn(), " identified."],
                         "Outcome: refer to transplant centre; HLA typing of remaining siblings."))
            if s.age < 16:
                opts.append((["Issue: conditional TCD (%d cm/s L MCA) on " % rng.randint(170, 199), s.date(s.before(5, 40), ["num", "dmlong"]), "."],
                             "Outcome: repeat TCD in 6 weeks; if still conditional start transfusion."))
        else:
            opts.append((["Issue: ferritin %d, LIC %.1f mg/g despite %s; adherence poor." % (rng.randint(2500, 6000), rng.uniform(9, 25), s.drug)],
                         "Outcome: switch to combination chelation; psychology referral."))
        if s.sex == "F" and 18 <= s.age <= 42:
            opts.append((["Issue: pregnancy, EDD ", s.date(s.after(60, 200), ["num", "my"]), "; plan for prophylactic transfusion?"],
                         "Outcome: joint obstetric-haematology clinic; transfusion from 20 weeks if crises."))
        opts.append((["Issue: new red cell alloantibody (anti-%s) after transfusion at " % pick(rng, ["Jk(b)", "E", "Fy(a)", "S", "K"]), s.hosp2, " on ",
                      s.date(s.before(10, 90), ["dmlong", "num"]), "."], "Outcome: extended phenotype-matched blood; update transfusion alert."))
        opts.append((["Issue: housing - damp flat at ", s.addr.street, ", ", s.addr.city, " contributing to crises; letter requested."],
                     "Outcome: social worker to support housing application."))
        if s.age < 17:
            opts.append((["Issue: missed %d consecutive clinic appointments; school (" % rng.randint(2, 4), s.school, ") concerned."],
                         "Outcome: safeguarding discussion; family support worker."))
        issue, out = pick(rng, opts)
        n.ln("{x}", x=issue)
        owner = c.doc("mdt%d" % rng.randint(0, 3))
        n.ln(out)
        n.ln("{x}", x=["Action: ", owner.fi_last(rng), " by ", c.date(c.after(7, 45), ["num", "dmlong", "dm"])])
    n.ln()
    n.ln("3. AOB")
    n.ln("{x}", x=[pick(rng, ["Annual peer review visit confirmed for ", "Network education day on ", "Audit of time-to-analgesia to be presented on "]),
                   c.date(c.after(30, 200), ["long", "my", "dmlong"]), "."])
    n.ln("{x}", x=["Next MDT: ", c.date(c.after(14, 35), ["wk_long", "long", "num", "wk_dm"]), ". Agenda items to ", mins.email(rng), " by noon the day before."])
    if chance(rng, 0.3):
        n.ln("{x}", x=["Teams link: ", phi.url(rng, "mdt/redcell-%s" % phi.digits(rng, 4))])
    return n
