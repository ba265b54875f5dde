"""Genres: gestational diabetes clinic note; hypoglycaemia incident phone log."""
import fakers as F
import pools
import blocks as B

LANDMARKS = {
    "IE": ["Riverside Shopping Centre", "Eyre Court car park", "the Clonard Business Park", "Heuston Plaza", "Kent Quay Bus Station"],
    "IN": ["Phoenix Arcade Mall", "Majestic Bus Stand", "Lulu Central Mall", "Gateway Tech Park", "Koyambedu Market"],
    "US": ["Riverwalk Plaza", "Greenfield Mall", "the Mesa Transit Center", "Lakeside Medical Office Building", "Union Station"],
}


def gdm_note(rng, c, nb):
    pt = F.Patient(rng, c, 21, 44, sex="F")
    hosp = rng.choice(pools.HOSPITALS[c])
    obs = F.Staff(rng, c, "doc")
    endo = F.Staff(rng, c, "doc")
    mw = F.Staff(rng, c, "staff", creds={"IE": ["RM", "CMM2", "Diabetes Midwife"], "IN": ["RN, RM", "Midwife"], "US": ["CNM", "RN, CDCES"]}[c])
    st = pt.ds
    ga_w = rng.randint(24, 36)
    ga_d = rng.randint(0, 6)
    edd = F.shift(pt.visit, (40 - ga_w) * 7 - ga_d)
    grav = rng.randint(1, 5)
    para = rng.randint(0, grav - 1)
    nb.ln((hosp, "HOSPITAL"))
    nb.ln(rng.choice(["Antenatal Diabetes Clinic", "Joint Obstetric-Endocrine Clinic", "Diabetes in Pregnancy Service", "GDM Clinic"]))
    nb.blank()
    nb.f("Date: {0}\n", F.D(pt.visit, c, rng.choice([st, "wk"])))
    nb.f("Name: {0}    {1}{2}\n", pt.pick(rng, ["full", "lastfirst", "fl"]), rng.choice(["MRN ", "Hosp no. ", "ANC no. " if c == "IN" else "Chart "]), (pt.mrn, "MRN"))
    nb.f("DOB: {0} ({1})   G{2}P{3}   EDD {4}   Gestation {5}+{6} weeks\n", F.D(pt.dob, c, st), [(str(pt.age), "AGE"), rng.choice(["", "y", " yrs"])],
         str(grav), str(para), F.D(edd, c, st), str(ga_w), str(ga_d))
    if rng.random() < 0.4:
        B.id_lines(nb, rng, pt, [rng.choice(["plan", "phone", "addr", "acct"])])
    hub, hw = F.relative(rng, pt, rel=rng.choice(["husband", "partner"]))
    nb.blank()
    nb.ln(rng.choice(["HISTORY", "Background:", "Hx"]))
    risk = rng.sample(["BMI %d at booking" % rng.randint(27, 44), "previous GDM", "FHx T2DM (mother)", "South Asian ethnicity" if c != "IN" else "PCOS",
                       "previous macrosomic baby (4.3 kg)", "age"], rng.randint(1, 3))
    nb.f("{0} {1} G{2}P{3}, risk factors: {4}. ", B.age_piece(rng, pt.age, rng.choice(["yo", "year-old", "y/o"])), rng.choice(["woman", "lady", "primigravida" if grav == 1 else "multiparous woman"]),
         str(grav), str(para), ", ".join(risk))
    if para > 0 and rng.random() < 0.5:
        prev = F.shift(pt.visit, -rng.randint(500, 2400))
        nb.f("Previous delivery {0} at {1} ({2}). ", F.D(prev, c, rng.choice(["monyear", "year"])), (rng.choice(pools.HOSPITALS[c]), "HOSPITAL"),
             rng.choice(["SVD, 3.9 kg", "EmCS for failure to progress", "IOL at 38 weeks for GDM", "SVD"]))
    ogtt_ga = max(24, ga_w - rng.randint(1, 4))
    ogtt_d = F.shift(pt.visit, -(ga_w - ogtt_ga) * 7 - rng.randint(0, 5))
    if c == "IE":
        nb.f("75 g OGTT at {0}+{1} weeks ({2}): fasting {3}, 1 h {4}, 2 h {5} mmol/L (IADPSG criteria met).\n", str(ogtt_ga), str(rng.randint(0, 6)),
             F.D(ogtt_d, c, st), "%.1f" % rng.uniform(4.6, 6.4), "%.1f" % rng.uniform(8.9, 12.4), "%.1f" % rng.uniform(7.0, 10.9))
    elif c == "IN":
        nb.f("DIPSI 75 g non-fasting 2-h glucose at {0} weeks ({1}): {2} mg/dL.\n", str(ogtt_ga), F.D(ogtt_d, c, st), str(rng.randint(142, 210)))
    else:
        nb.f("50 g GCT {0} mg/dL; 3-h 100 g OGTT ({1}): {2}/{3}/{4}/{5} mg/dL - 2 values abnormal (Carpenter-Coustan).\n", str(rng.randint(141, 190)),
             F.D(ogtt_d, c, st), str(rng.randint(88, 104)), str(rng.randint(175, 215)), str(rng.randint(150, 190)), str(rng.randint(120, 160)))
    nb.blank()
    nb.ln(rng.choice(["GLUCOSE DIARY (last week)", "Home glucose readings:", "SMBG record"]))
    u = B.units_glucose(c)
    widths = [15, 10, 14, 14, 14]
    nb.row(["Date", "Fasting", "1h post-bkf", "1h post-lunch", "1h post-dinner"], widths)
    dst = rng.choice(["dm", "wkshort", "daymon", st])
    for i in range(rng.randint(4, 7)):
        d = F.shift(pt.visit, -(7 - i))
        vals = [B.glu(rng, c, 4.4, 6.4)] + [B.glu(rng, c, 6.0, 9.6) for _ in range(3)]
        if rng.random() < 0.15:
            vals[rng.randint(1, 3)] = "-"
        nb.row([F.D(d, c, dst)] + vals, widths)
    nb.ln("(%s; targets fasting %s, 1 h post-meal %s)" % (u, "< 5.3" if c == "IE" else "< 95", "< 7.8" if c == "IE" else "< 140"))
    nb.blank()
    tx = rng.randint(0, 3)
    nb.ln("Treatment: ", ["diet and exercise only", "metformin 500 mg BD, titrating", "NPH insulin %d units at bedtime" % rng.randint(4, 20),
                          "metformin 1 g BD + insulin aspart %d units with evening meal" % rng.randint(2, 10)][tx])
    gs = F.shift(pt.visit, -rng.randint(0, 10))
    nb.f("Growth scan {0}: EFW {1} g ({2} centile), AC {3} centile, liquor {4}.\n", F.D(gs, c, st), str(rng.randint(900, 3400)), F.ordinal(rng.randint(10, 95)),
         F.ordinal(rng.randint(20, 98)), rng.choice(["normal", "increased (AFI 24)", "normal, DVP 6 cm"]))
    nb.blank()
    if rng.random() < 0.6:
        nb.f("Social: {0}", [(pt.prof[0].upper() + pt.prof[1:], "PROFESSION"), "; on maternity leave from " if rng.random() < 0.5 else "; works at ",
                             (pt.employer, "ORGANIZATION"), ". "])
    nb.f("Attended with {0} {1}", hw, hub.pick(rng, ["first", "fl"]))
    if rng.random() < 0.5:
        nb.f(" ({0})", [(rng.choice(pools.PROFESSIONS[c]), "PROFESSION")])
    nb.ln(".")
    nb.blank()
    nb.ln("PLAN")
    plans = ["Increase NPH by 2 units every 3 days if fasting above target.", "Continue metformin; check B12 postnatally.",
             "Serial growth scans 4-weekly.", "Plan IOL at 38-39 weeks; intrapartum VRIII per protocol.", "Stop all glucose-lowering treatment after delivery.",
             "Postnatal 75 g OGTT 6-13 weeks" if c != "US" else "Postpartum 75 g OGTT at 4-12 weeks", "Annual HbA1c thereafter via GP/PCP."]
    for p in rng.sample(plans, rng.randint(3, 5)):
        nb.ln("- ", p)
    nb.f("Next visit {0} with {1}.\n", F.D(F.shift(pt.visit, rng.choice([7, 14, 14, 21])), c, st), rng.choice([obs.ref(rng), endo.ref(rng), ["diabetes midwife ", mw.ref(rng)]]))
    nb.f("Upload readings via {0} or phone {1}.\n", (F.url(rng, rng.choice(["gdm", "pregnancy-diabetes/upload", "maternity/gdm-diary"])), "URL"),
         (F.phone(rng, c, mobile=False, ext=rng.random() < 0.3), "PHONE"))
    nb.blank()
    nb.f("{0} / {1}\n", endo.sig(rng), mw.sig(rng))
    if rng.random() < 0.4:
        nb.f("Obstetric consultant: {0}\n", obs.ref(rng))
    return "gestational_diabetes_note", pt


def hypo_log(rng, c, nb):
    pt = F.Patient(rng, c, 14, 89)
    hosp = rng.choice(pools.HOSPITALS[c])
    nurse = F.Staff(rng, c, "staff", creds=["CNS", "RN", "ANP"] if c != "US" else ["RN, CDCES", "RN"])
    caller, word = F.relative(rng, pt)
    st = pt.ds
    d = pt.visit
    h = rng.randint(0, 23)
    m = rng.randint(0, 59)

    def tm(add):
        t = (h * 60 + m + add) % 1440
        return "%02d:%02d" % (t // 60, t % 60)

    nb.ln(rng.choice(["HYPOGLYCAEMIA INCIDENT - TELEPHONE LOG", "Diabetes Helpline: Call Record (Hypoglycaemia)", "OUT-OF-HOURS DIABETES ADVICE LINE - HYPO CALL",
                      "Hypoglycemia Phone Triage Log" if c == "US" else "Hypo Phone Triage Log"]))
    nb.f("{0} - {1}\n", (hosp, "HOSPITAL"), rng.choice(["Diabetes Centre helpline", "Endocrine on-call", "Diabetes Nurse Advice Line"]))
    nb.f("Call ref: {0}    Date: {1}\n", (F.case_no(rng, rng.choice(["HL", "HYPO", "CALL"]), d.year), "IDNUM"), F.D(d, c, rng.choice([st, "wk"])))
    regimen = rng.choice(["T1DM on MDI", "T1DM on pump", "T2DM on gliclazide", "T2DM on basal insulin", "T1DM, impaired awareness"])
    nb.f("Patient: {0}  ({1}{2}, {3})  {4}{5}\n", pt.pick(rng, ["full", "lastfirst", "fl"]), (str(pt.age), "AGE"), pt.sex,
         regimen,
         rng.choice(["MRN ", "ID ", "Hosp no "]), (pt.mrn, "MRN"))
    nb.f("Caller: {0} ({1})  Tel {2}\n", caller.pick(rng, ["fl", "first", "tlast"]), word, (F.phone(rng, c, mobile=True), "PHONE"))
    nb.ln("-" * 50)
    lower_dialogue = rng.random() < 0.5
    where = rng.randint(0, 3)
    nb.f("{0}  Call received. ", tm(0))
    if where == 0:
        nb.f("{0} found {1} confused and sweaty at home", word.capitalize(), pt.pick(rng, ["first", "nick"]))
    elif where == 1:
        nb.f("{0} found slumped in {1} car (reg {2}) at {3}", pt.pick(rng, ["first", "tlast"]), pt.his(), (F.vehicle(rng, c), "VEHICLE"),
             (rng.choice(LANDMARKS[c]), "LOCATION_OTHER"))
    elif where == 2:
        nb.f("{0} rang from work at {1}; colleague reports {2} is drowsy", word.capitalize(), (pt.employer, "ORGANIZATION"), pt.he())
    else:
        nb.f("{0} unwell overnight, woken by {1} alarm", pt.pick(rng, ["first"]), rng.choice(["CGM", "sensor", "pump"]))
    bg1 = B.glu(rng, c, 1.6, 3.2)
    nb.f(". BG {0} {1} on meter.\n", bg1, B.units_glucose(c))
    if lower_dialogue:
        nb.f("       caller states: \"{0}\"\n", rng.choice(["he was talking nonsense and wouldn't take the juice", "she was shaking and couldn't open the tablets",
                                                            "i couldn't wake him properly", "he's grand now i think but he's very pale" if c == "IE" else "he is now better but very pale"]))
    nb.f("{0}  Advised: {1}; recheck in 15 min.\n", tm(3), rng.choice(["4 glucose tablets", "150 mL Lucozade" if c == "IE" else "150 mL juice", "glucose gel to buccal mucosa",
                                                                      "GlucaGen 1 mg IM by " + word, "nasal glucagon (Baqsimi) 3 mg by " + word, "3 tsp sugar in water"]))
    bg2 = B.glu(rng, c, 3.2, 6.8)
    nb.f("{0}  Call back: BG {1}; alert, eating toast. No injury.\n", tm(rng.randint(15, 25)), bg2)
    if rng.random() < 0.4:
        nb.f("{0}  Ambulance attended (incident no. {1}); not conveyed.\n", tm(rng.randint(26, 50)), (F.order_no(rng), "IDNUM"))
    nb.f("       Probable cause: {0}.\n", rng.choice(["missed lunch after bolus", "alcohol previous evening", "extra exercise (football)", "gliclazide dose with reduced intake",
                                                     "basal increased 2 days ago", "vomiting bug", [("Ramadan", "DATE"), " fasting"] if c == "IN" else "fasting for religious reasons"]))
    if where == 1 or rng.random() < 0.3:
        nb.ln("       Driving advice: not to drive until BG > %s for 45 min; " % ("5" if c == "IE" else "90 mg/dL"), "must inform NDLS of severe hypo" if c == "IE" else
              ("inform RTO/ licensing authority as required" if c == "IN" else "state DMV reporting per local law"), ".")
        if rng.random() < 0.5:
            nb.f("       Licence no. on file: {0}\n", (F.driving_license(rng, c), "LICENSE"))
    nb.ln("-" * 50)
    nb.ln("ACTIONS")
    nb.f("- {3} reduced by {0}%; CNS to phone {1} at {2}\n", str(rng.choice([10, 10, 20, 50 if "gliclazide" in regimen else 10])), F.D(F.shift(d, 1), c, rng.choice([st, "wkshort"])),
         (pt.phone, "PHONE"), "Gliclazide" if "gliclazide" in regimen else ("Pump basal" if "pump" in regimen else "Basal"))
    if rng.random() < 0.5:
        nb.f("- E-mailed readings to {0}\n", (F.dept_email(rng, rng.choice(["dsn.team", "diabetes.helpline", "hypo.review"])), "EMAIL"))
    if rng.random() < 0.4:
        gp = F.Staff(rng, c, "doc")
        nb.f("- Letter to {2} {0}, fax {1}\n", gp.ref(rng), (F.phone(rng, c, mobile=False), "FAX"), "PCP" if c == "US" else "GP")
    nb.f("- Consultant informed: {0}\n", F.Staff(rng, c, "doc").ref(rng))
    nb.blank()
    nb.f("Logged by: {0}", nurse.sig(rng))
    nb.f("  (user {0})\n", (F.username(rng, nurse.first, nurse.last), "USERNAME"))
    if rng.random() < 0.4:
        nb.f("Call recorded on line {0} from IP phone {1}\n", (F.phone(rng, c, mobile=False), "PHONE"), (F.ip(rng), "IPADDR"))
    return "hypoglycaemia_phone_log", pt
