"""Genres: echo report, cardiac catheter report, device (pacing) clinic report."""
import datetime

from doc import Doc, S, pick, chance
import common as C
import locale_fmt as LF
import clin
import places
import names

TD = datetime.timedelta


def _hm(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(60))


SEGMENTAL = [
    ("Situs", ["Situs solitus, levocardia.", "Situs solitus; mesocardia.", "Usual atrial arrangement, left-sided heart."]),
    ("Systemic veins", ["Right SVC to RA; IVC to RA. No left SVC.", "Bilateral SVCs, left SVC to coronary sinus.",
                        "Normal systemic venous return."]),
    ("Pulmonary veins", ["Four pulmonary veins to the LA, unobstructed.", "Normal pulmonary venous return (colour and PW Doppler)."]),
    ("Atrial septum", ["Intact on colour Doppler.", "Small PFO, left-to-right.", "Intact atrial septum."]),
    ("AV valves", ["Normal mitral and tricuspid valves; trivial TR (peak velocity 2.3 m/s).",
                   "Mild left AV valve regurgitation.", "Moderate TR, vena contracta 5 mm."]),
    ("Ventricles", ["Normal size and systolic function.", "RV mildly dilated, function preserved.",
                    "Mild LVH, normal function.", "Normal biventricular size and function."]),
    ("Outflow tracts", ["Unobstructed LVOT and RVOT.", "Mild RVOT acceleration, peak 2.1 m/s.",
                        "Subaortic ridge, peak gradient 18 mmHg."]),
    ("Great arteries", ["Normally related.", "Normally related; confluent branch PAs of good size.",
                        "Confluent branch PAs of good size."]),
    ("Aortic arch", ["Left arch, unobstructed; no diastolic tail in the descending aorta.",
                     "Left arch; descending aorta peak 2.2 m/s without diastolic tail.", "Right aortic arch."]),
    ("Pericardium", ["No effusion.", "Trivial effusion posterior to the LV."]),
]


SEG_SPECIAL = {
    "tga": {"Great arteries": "Post arterial switch: PA anterior to aorta (Lecompte)."},
    "asd": {"Atrial septum": "Septal occluder in good position, no residual shunt."},
    "atrial_switch": {"Atrial septum": "Mustard baffles: unobstructed SVC and IVC limbs.",
                      "Ventricles": "Dominant systemic RV, mildly reduced function.",
                      "Great arteries": "Transposed; aorta anterior and rightward."},
    "cctga": {"Ventricles": "Morphological RV is systemic; mildly reduced function.",
              "Great arteries": "Discordant ventriculo-arterial connections; aorta anterior and leftward."},
    "hlhs": {"Ventricles": "Single systemic RV (HLHS); LV not seen.", "Aortic arch": "Reconstructed arch, peak velocity 1.8 m/s.",
             "Systemic veins": "Bidirectional Glenn / Fontan pathway as below."},
    "ta": {"Ventricles": "Dominant LV; hypoplastic RV.", "AV valves": "Atretic right AV valve; normal mitral valve.",
           "Systemic veins": "Cavopulmonary connections as below."},
    "avsd": {"AV valves": "Repaired common AV valve; left AV valve regurgitation as below.",
             "Atrial septum": "Patch intact, no residual shunt."},
    "pda": {"Aortic arch": "Left arch; duct occluder in situ, no residual flow."},
    "mvr": {"AV valves": "Mechanical mitral prosthesis; normal tricuspid valve."},
    "ebstein": {"AV valves": "Apically displaced septal tricuspid leaflet; normal mitral valve."},
    "tof": {"Outflow tracts": "Post-repair RVOT; see below.", "Great arteries": "Aorta overriding the VSD patch; confluent branch PAs."},
    "coarct": {"Aortic arch": "Left arch; repaired isthmus, see below."},
}


def echo_report(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 0.05, 45)
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    child = c.age < 18
    h = c.hosp
    sono = world.clin(cc, "sono")
    reader = world.clin(cc, "pcard" if child else "achd")
    refd = world.clin(cc, pick(rng, ["pcard", "gp", "reg", "achd", "neonat"]))
    d.ln(S("HOSPITAL", h.name))
    d.ln(pick(rng, ["Echocardiography Laboratory", LF.sp(cc, "Paediatric Echo Lab", "Pediatric Echo Lab"),
                    "Non-invasive Cardiology", "Congenital Echo Service"]))
    d.ln(pick(rng, ["TRANSTHORACIC ECHOCARDIOGRAM REPORT", "Echocardiogram Report (TTE)", "ECHO REPORT - CONGENITAL"]))
    d.ln("-" * 56)
    d.ln("Patient: ", c.name(pick(rng, ["LF", "LFU", "LFM"])), "    Sex: ", c.sex)
    d.ln("DOB: ", dt(c.dob), "    Age: ", c.age_short(), "    ", c.mrn[0], ": ", S("MRN", c.mrn[1]))
    if c.nhs:
        d.ln(c.nhs[0], ": ", S("MRN", c.nhs[1]))
    C.extra_ids(d, rng, c, 0.3, 0.35)
    d.ln("Accession: ", S("IDNUM", LF.accession(rng, pick(rng, ["ECH", "TTE", "US"]), c.visit.year)),
         "    Order: ", S("IDNUM", LF.digits(rng, 8, "5")),
         ["    ", c.acct[0], ": ", S("ACCOUNT", c.acct[1])] if chance(rng, 0.5) else "")
    d.ln("Study date: ", dt(c.visit, pick(rng, [ds, "iso"])), " ", _hm(rng))
    loc = rng.randrange(3)
    if loc == 0:
        d.ln("Location: ", S("HOSPITAL", C.ward(rng, cc)), ", bed ", S("LOCATION_OTHER", str(rng.randrange(1, 30))))
    elif loc == 1:
        d.ln("Location: Outpatients, ", pick(rng, ["Room ", "Echo room "]), S("LOCATION_OTHER", str(rng.randrange(1, 12))),
             [", ", S("LOCATION_OTHER", pick(rng, places.BUILDINGS))] if chance(rng, 0.5) else "")
    else:
        d.ln("Location: ", pick(rng, ["CICU", "NICU", "PICU", "ED"]), " bed ", S("LOCATION_OTHER", str(rng.randrange(1, 25))))
    d.ln("Referring: ", refd.ref(rng, pick(rng, ["t_fl", "fl_c", "fl"])), "    Sonographer: ", sono.ref(rng, pick(rng, ["fl", "fl_c"])))
    ay = c.age if c.age >= 1 else c.age_days / 365.25
    vals = clin.growth_vals(rng, ay)
    bsa = clin.bsa(*vals)
    rows = clin.echo_table(rng, bsa)
    g = clin.growth(rng, ay, vals)
    d.ln(g[0].upper() + g[1:], ", BSA %.2f m2 (%s)" % (bsa, "Haycock" if child else "Mosteller"))
    d.ln("HR %d bpm  BP %d/%d mmHg  Rhythm: sinus" % (rng.randrange(55, 140), rng.randrange(80, 135), rng.randrange(40, 85)))
    d.ln("Indication: ", pick(rng, ["routine follow-up of ", "pre-operative assessment, ", "murmur; known ", "post-op day 1, "]),
         c.lesion["dx"].split(",")[0])
    d.ln("Quality: ", pick(rng, ["good", "adequate", "suboptimal subcostal windows"]),
         "; sedation: ", pick(rng, ["none", "none", "oral chloral hydrate 50 mg/kg", "intranasal dexmedetomidine 2 microgram/kg"]))
    d.t("\n")
    d.ln("MEASUREMENTS", "          value      Z-score (" + pick(rng, ["Boston", "PHN", "Detroit"]) + ")")
    for name, val, z in rows:
        d.ln("  %-22s %-10s %s" % (name, val, z))
    d.t("\n")
    d.ln("FINDINGS")
    special = SEG_SPECIAL.get(c.lesion["key"], {})
    for seg, opts in SEGMENTAL:
        d.ln(seg, ": ", special.get(seg) or pick(rng, opts))
    d.ln("Lesion-specific: ", "; ".join(c.lesion["echo"]), ".")
    d.t("\n")
    d.ln("CONCLUSIONS")
    concl = [c.lesion["dx"].split(",")[0] + (" - " + c.lesion["procs"][-1][0] if c.history else ""),
             pick(rng, c.lesion["echo"]), pick(rng, ["Good biventricular systolic function.", "No pericardial effusion.",
                                                      "No change from previous study.", "Progression compared with the prior study."])]
    for i, x in enumerate(concl):
        d.ln("%d. %s" % (i + 1, x[0].upper() + x[1:]))
    if chance(rng, 0.6):
        prev = c.visit - TD(days=rng.randrange(90, 800))
        d.ln("Compared with study of ", dt(prev), " (", S("IDNUM", LF.accession(rng, "ECH", prev.year)), ").")
    d.t("\n")
    d.ln("Reported by: ", reader.ref(rng, pick(rng, ["t_fl", "fl_c"])), ", ", reader.job)
    d.ln("Electronically signed ", dt(c.visit + TD(days=rng.randrange(0, 3)), pick(rng, [ds, "iso"])), " ", _hm(rng, 9, 22))
    if chance(rng, 0.5):
        d.ln("Signed in system by user ", S("USERNAME", reader.user))
    if chance(rng, 0.6):
        d.ln("Images archived to PACS node ", S("IPADDR", LF.private_ip(rng)), " (AE title ECHO", str(rng.randrange(1, 9)), ")")
    if chance(rng, 0.3):
        d.ln("Critical result phoned to ", refd.ref(rng, "t_l"), " at ", _hm(rng), " on ",
             S("PHONE", pick(rng, [refd.pager, LF.phone_ext(rng, cc)])))
    return d


# ---------------------------------------------------------------- cath
def cath_report(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 0.02, 50)
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child" if c.age < 18 else "adult")
    op1 = world.clin(cc, "pcard" if c.age < 18 else "achd")
    op2 = world.clin(cc, "reg")
    an = world.clin(cc, "anaes")
    nurse = world.clin(cc, "cns")
    fontan = c.lesion["key"] in ("hlhs", "ta")
    opts = clin.CATH_FOR.get(c.lesion["key"], [6, 0])
    iv = clin.CATH_INTERVENTIONS[pick(rng, opts)]
    ay = c.age if c.age >= 1 else c.age_days / 365.25
    wt, ht = clin.growth_vals(rng, ay)
    d.ln(S("HOSPITAL", h.name), " - ", pick(rng, ["Cardiac Catheterisation Laboratory" if not us else "Cardiac Catheterization Laboratory",
                                                 "Congenital Cath Lab", "Interventional Cardiology"]))
    d.ln(pick(rng, ["CARDIAC CATHETER REPORT", "CATHETERISATION REPORT" if not us else "CATHETERIZATION REPORT",
                    "Procedure report - cardiac catheter"]))
    d.t("\n")
    d.ln("Name: ", c.name(pick(rng, ["LF", "fl", "LFU"])), "   DOB: ", dt(c.dob), "   Age: ", c.age_short())
    d.ln(c.mrn[0], ": ", S("MRN", c.mrn[1]), "   ", c.acct[0], ": ", S("ACCOUNT", c.acct[1]))
    if c.nhs:
        d.ln(c.nhs[0], ": ", S("MRN", c.nhs[1]))
    C.extra_ids(d, rng, c, 0.4, 0.45)
    d.ln("Date: ", dt(c.visit, pick(rng, [ds, "wd", "long"])), "   Lab: ", pick(rng, ["Cath Lab ", "Lab ", "Hybrid theatre "]),
         S("LOCATION_OTHER", str(rng.randrange(1, 5))), "   Case: ", S("IDNUM", LF.accession(rng, pick(rng, ["CL", "CATH", "HC"]), c.visit.year)))
    d.ln("Weight %.1f kg, height %d cm, BSA %.2f m2" % (wt, ht, clin.bsa(wt, ht)))
    d.ln("Operators: ", op1.ref(rng, pick(rng, ["t_fl", "fl_c"])), " (primary), ", op2.ref(rng, "fl"), " (",
         "fellow" if us else "registrar", ")")
    d.ln(LF.sp(cc, "Anaesthesia", "Anesthesia"), ": ", an.ref(rng, pick(rng, ["t_l", "t_fl"])), ", ",
         pick(rng, ["GA with ETT", "GA with LMA", "deep sedation (propofol)", "local anaesthetic and light sedation"]))
    d.ln("Indication: ", pick(rng, ["pre-Fontan assessment" if c.lesion["key"] in ("hlhs", "ta") else "haemodynamic assessment",
                                   iv[0], "assessment of " + c.lesion["short"]]))
    d.ln("Diagnosis: ", c.lesion["dx"])
    d.t("\n")
    d.ln("Access: ", pick(rng, ["RFV 6F, RFA 4F", "RIJV 5F", "RFV 7F, LFV 5F", "RFV 5F, RFA 3F (ultrasound-guided)"]),
         "; heparin %d units/kg, ACT %d s" % (pick(rng, [50, 75, 100]), rng.randrange(200, 300)))
    d.t("\n")
    d.ln("HAEMODYNAMICS" if not us else "HEMODYNAMICS", "  (", pick(rng, ["FiO2 0.21", "FiO2 0.3", "in air"]), ")")
    d.ln("  Site                  Pressure (mmHg)       Sat")
    for site, p, sat in clin.cath_table(rng, fontan):
        d.ln("  %-21s %-21s %s" % (site, p, sat))
    qp = 2.4 + rng.random() * 3
    qs = 2.4 + rng.random() * 2
    d.ln("Qp %.1f, Qs %.1f L/min/m2; Qp:Qs %.1f:1; PVRi %.1f WU.m2; TPG %d mmHg" % (
        qp, qs, qp / qs, 0.8 + rng.random() * 3, rng.randrange(3, 12)))
    d.t("\n")
    d.ln("ANGIOGRAPHY")
    if fontan:
        d.ln("- Glenn/Fontan angiogram: ", pick(rng, ["unobstructed pathway, two small venovenous collaterals",
                                                     "confluent branch PAs, LPA 7.2 mm, RPA 8.0 mm", "fenestration patent, R-L flow"]))
    else:
        d.ln("- ", pick(rng, ["RV angiogram (AP/lateral): ", "Main PA angiogram: "]),
             pick(rng, ["no residual RVOT obstruction", "LPA 6.1 mm at origin, distal 8.4 mm",
                        "well-formed branch PAs (Nakata index 280 mm2/m2)"]))
        d.ln("- Aortogram: ", pick(rng, ["isthmus 7 mm, descending aorta at diaphragm 12 mm", "no aortopulmonary collaterals",
                                         "normal arch and coronary origins"]))
    d.t("\n")
    d.ln("INTERVENTION: ", iv[0])
    d.ln(iv[1], ".")
    if iv[2] == "device":
        d.ln("Device lot ", S("DEVICE", LF.digits(rng, 8)), pick(rng, [", serial ", "; SN "]),
             S("DEVICE", LF.letters(rng, 2) + LF.digits(rng, 7)), " (implant card given to family).")
    d.t("\n")
    d.ln("Fluoroscopy %.1f min; DAP %d uGy.m2; contrast %.1f mL/kg (Omnipaque 350)" % (
        2 + rng.random() * 30, rng.randrange(40, 2400), 1 + rng.random() * 4))
    d.ln("Complications: ", pick(rng, ["none", "none", "transient SVT terminated by catheter manipulation",
                                       "loss of right femoral pulse - heparin infusion 20 units/kg/h for 24 h",
                                       "small groin haematoma"]))
    d.t("\n")
    d.ln("CONCLUSIONS")
    d.ln("1. ", pick(rng, ["Low pulmonary vascular resistance; suitable for Fontan completion.",
                           "Successful intervention as above.", "Haemodynamics favourable; continue surveillance.",
                           "Significant residual gradient; discuss at surgical conference."]))
    d.ln("2. ", "Aspirin for 6 months after device." if iv[2] == "device" and chance(rng, 0.6) else
         pick(rng, ["Overnight admission, echo before discharge.", "Femoral pulse checks 4-hourly.", "Results to MDT."]))
    d.t("\n")
    par = c.parent()
    if c.age < 18:
        how = pick(rng, [".", " in the recovery area.", " by phone on "])
        d.ln("Discussed with ", par[0], " ", S("FAMILY", par[1].render(pick(rng, ["f", "fl"]))),
             " after the procedure", how, [S("PHONE", c.mob), "."] if how.endswith("on ") else "")
    elif chance(rng, 0.5):
        d.ln("Discussed with the patient and ", pick(rng, ["partner", "sister", "mother"]), " ",
             S("FAMILY", c.partner.render("f")), ".")
    else:
        d.ln("Discussed with the patient on the ward.")
    d.ln("Recovery: ", S("HOSPITAL", C.ward(rng, cc)), ", bed ", S("LOCATION_OTHER", str(rng.randrange(1, 30))),
         "; nurse in charge ", nurse.ref(rng, "fl"))
    d.t("\n")
    d.w(op1.sig(rng, lic=chance(rng, 0.6)))
    d.ln(dt(c.visit), " ", _hm(rng, 11, 20))
    return d


# ---------------------------------------------------------------- devices
DEV_LESIONS = ["cctga", "atrial_switch", "avsd", "vsd", "tof", "hlhs", "tga", "ebstein"]


def device_report(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 3, 62, lesion=pick(rng, DEV_LESIONS))
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child" if c.age < 18 else "adult")
    phys = world.clin(cc, "physiol")
    ep = world.clin(cc, "ep")
    gen = pick(rng, clin.PACE_DEVICES)
    impl = c.dob + TD(days=int(rng.randrange(1, max(2, c.age)) * 365.25))
    if impl >= c.visit:
        impl = c.visit - TD(days=rng.randrange(90, 700))
    remote = chance(rng, 0.45)
    d.ln(S("HOSPITAL", h.name))
    d.ln(pick(rng, ["Cardiac Rhythm Management Service", "Pacing and Device Clinic", "Arrhythmia Service - Device Follow-up"]))
    d.ln(pick(rng, ["REMOTE TRANSMISSION REVIEW", "Remote monitoring report"]) if remote else
         pick(rng, ["DEVICE CHECK REPORT", "PACEMAKER FOLLOW-UP", "In-clinic device interrogation"]))
    d.t("\n")
    d.ln("Patient: ", c.name(pick(rng, ["LF", "fl"])), "   DOB: ", dt(c.dob), "   (", S("AGE", str(c.age)), ")")
    d.ln(c.mrn[0], ": ", S("MRN", c.mrn[1]), ["   ", c.nhs[0], ": ", S("MRN", c.nhs[1])] if c.nhs else "")
    C.extra_ids(d, rng, c, 0.3, 0.3)
    d.ln("Underlying: ", c.lesion["dx"], "; ", pick(rng, ["complete heart block", "post-operative complete heart block",
                                                        "sinus node dysfunction", "primary prevention ICD (QRS 182 ms, NSVT)"]))
    d.t("\n")
    if remote:
        rx = c.visit - TD(days=rng.randrange(0, 4))
        d.ln("Transmission received: ", dt(rx), " ", _hm(rng, 0, 24), " (", pick(rng, ["scheduled", "alert-triggered", "patient-initiated"]), ")")
        d.ln("Monitor: ", pick(rng, clin.MONITORS), ", SN ", S("DEVICE", LF.letters(rng, 3) + LF.digits(rng, 6)),
             ["; last connection from ", S("IPADDR", LF.private_ip(rng))] if chance(rng, 0.6) else "")
    else:
        d.ln("Date of check: ", dt(c.visit), "   Clinic room ", S("LOCATION_OTHER", str(rng.randrange(1, 10))))
    d.ln("Generator: ", gen[0], ", model ", gen[1], ", SN ", S("DEVICE", LF.letters(rng, 3) + LF.digits(rng, 6) + pick(rng, ["", "S", "H"])))
    d.ln("Implanted: ", dt(impl), " at ", S("HOSPITAL", world.hospital(cc).name), pick(rng, [" by ", " - operator "]),
         world.clin(cc, pick(rng, ["ep", "surgeon"])).ref(rng, "t_fl"),
         " (", pick(rng, ["epicardial", "transvenous"]), ")")
    chans = pick(rng, [["RA", "RV"], ["RV"], ["RA", "RV"]])
    for ch in chans:
        ld = pick(rng, clin.LEADS)
        d.ln("Lead ", ch, ": ", ld[0], ", SN ", S("DEVICE", LF.letters(rng, 3) + LF.digits(rng, 6) + "V"),
             ", implanted ", dt(impl, pick(rng, [ds, "mys"])))
    d.t("\n")
    d.ln("MEASUREMENTS")
    d.ln("  Battery: %.1f V, estimated longevity %.1f years (RRT not reached)" % (2.9 + rng.random() * 0.3, 1 + rng.random() * 11))
    if "RA" in chans:
        d.ln("  RA: P wave %.1f mV, threshold %.2f V @ 0.4 ms, impedance %d ohms" % (0.8 + rng.random() * 4, 0.5 + rng.random() * 1.5, rng.randrange(350, 900)))
    d.ln("  RV: R wave %.1f mV, threshold %.2f V @ 0.4 ms, impedance %d ohms" % (4 + rng.random() * 12, 0.5 + rng.random() * 2, rng.randrange(300, 1100)))
    if "RA" in chans:
        d.ln("  Pacing: AP %d%%, VP %d%%; mode %s %d/%d bpm" % (rng.randrange(0, 90), rng.randrange(1, 100),
                                                              pick(rng, ["DDD", "DDDR", "AAIR<=>DDDR"]), pick(rng, [50, 60, 70]), pick(rng, [130, 150, 170])))
    else:
        d.ln("  Pacing: VP %d%%; mode VVIR %d/%d bpm" % (rng.randrange(1, 100), pick(rng, [40, 50, 60]), pick(rng, [120, 130, 140])))
    d.ln("  Events: ", pick(rng, ["nil stored", "3 AHRE episodes, longest 4 min", "1 NSVT (6 beats, 188 bpm)",
                                   "mode switch 0.2%", "one treated VT episode - ATP successful"]))
    d.t("\n")
    d.ln("Programming changes: ", pick(rng, ["none", "RV output reduced to 2.5 V @ 0.4 ms", "rate response switched on",
                                              "lower rate reduced to 50 bpm", "MRI-conditional mode checked"]))
    nxt = c.visit + TD(days=rng.randrange(80, 370))
    d.ln("Next: ", pick(rng, ["remote ", "in-clinic "]), "check ", dt(nxt, pick(rng, [ds, "mys"])),
         pick(rng, ["", "; ERI watch", "; annual in-person review"]))
    if chance(rng, 0.35):
        d.ln("Device ID card reissued; registry no. ", S("IDNUM", LF.letters(rng, 2) + LF.digits(rng, 7)))
    if chance(rng, 0.3):
        d.ln("Home monitor helpline: ", S("PHONE", LF.phone(rng, cc)), "; patient app login ", S("USERNAME", LF.username(rng, c.pt)))
    if chance(rng, 0.35) and c.age >= 17:
        job = pick(rng, places.PROFESSIONS + ["welder", "electrician", "boilermaker"])
        adv = "arc welding advice given (keep > 60 cm from the device)" if job in ("welder", "boilermaker") else \
            "works near live equipment: EMI assessment booked" if job == "electrician" else "no EMI concerns at work"
        d.ln("Occupation: ", S("PROFESSION", job), " - ", adv)
    d.t("\n")
    d.ln("Checked by: ", phys.ref(rng, pick(rng, ["fl", "fl_c"])), ", ", phys.job)
    d.ln("Reviewed: ", ep.ref(rng, pick(rng, ["t_fl", "t_l"])), "   ", dt(c.visit + TD(days=rng.randrange(0, 4))))
    if chance(rng, 0.4):
        d.ln("cc: ", c.gp.ref(rng, "t_fl"), ", ", S("HOSPITAL", c.practice.name), "; Fax ", S("FAX", c.practice.fax))
    return d
