"""Genres: tilt-table / active stand reports, CPET reports, fatigue and activity
diary summaries."""
import clinical as CL
import measures as M
import phi
from case import doc, name
from common import audit_footer, bullets, letterhead, pt_banner, signature


def _hdr_patient(n, rng, c):
    k = rng.random()
    if k < 0.5:
        pt_banner(n, rng, c, rng.choice(["table", "pipe", "us" if c.country in ("US", "CA") else "table"]))
    else:
        n.line("Name: {nm}    Sex: {s}    Age: {a}", nm=name(c.pt, "PATIENT", rng, rng.choice(["last_first", "upper", "full"])),
               s=c.sexchar(rng), a=c.age_piece(rng))
        n.line("DOB: {d}    ID: {m}", d=c.date(rng, c.dob), m=("MRN", c.mrn))


def tilt_stand(n, rng, c):
    lab = rng.choice(["Autonomic Function Laboratory", "Cardiac Physiology Department", "Syncope & Autonomic Unit",
                      "Clinical Neurophysiology - Autonomic Testing", "Falls and Syncope Service"])
    if rng.random() < 0.5:
        n.line("{h} - {lab}", h=("HOSPITAL", c.hospital), lab=lab)
    else:
        n.line(lab.upper())
        n.line("{h}", h=("HOSPITAL", c.hospital))
    active = rng.random() < 0.35
    n.line(rng.choice(["ACTIVE STAND TEST REPORT", "10-minute Active Stand / NASA Lean Test"]) if active
           else rng.choice(["HEAD-UP TILT TABLE TEST REPORT", "Tilt Table Test", "HUTT - report"]))
    n.t("\n")
    _hdr_patient(n, rng, c)
    n.line("Study ID: {s}    Date of test: {d}", s=("IDNUM", phi.idnum(rng, "study")), d=c.date(rng, c.clinic_date))
    if rng.random() < 0.6:
        n.line("Location: {r}, {b}", r=("LOCATION_OTHER", c.room), b=("LOCATION_OTHER", c.building))
    n.line("Referrer: {p}, {svc}", p=doc(c.cl["consultant"], rng, rng.choice(["dr_full", "dr_last", "full_creds"])),
           svc=("HOSPITAL", c.service))
    n.line("Performed by: {p}", p=doc(c.cl["physiologist"], rng, rng.choice(["full_creds", "full", "init_creds"])))
    if rng.random() < 0.2:
        n.line("Identity confirmed by palm-vein scan (ID {b}).", b=("BIOID", phi.bioid(rng)))
    if rng.random() < 0.12:
        n.line("Car park exemption issued for vehicle {v}.", v=("VEHICLE", phi.vehicle(rng, c.country)))
    n.t("\nIndication: " + rng.choice(["?PoTS - orthostatic palpitations and presyncope post COVID-19.",
                                      "Recurrent presyncope, ?vasovagal vs orthostatic hypotension.",
                                      "Long COVID with orthostatic intolerance; NASA lean test in clinic borderline.",
                                      "Exclude PoTS before starting graded return to work."]) + "\n")
    n.t("Medications: " + rng.choice(["ivabradine withheld for 48 h", "propranolol withheld 72 h", "no vasoactive medication",
                                     "fludrocortisone continued (clinician request)", "midodrine withheld on day of test"]) + ". ")
    n.t(rng.choice(["Caffeine avoided 12 h. ", "Fasted 2 h, light breakfast. ", "Usual fluids. "]) + "\n")
    if active:
        n.t("Protocol: 10 min supine rest, then 10 min standing unsupported (NASA lean: heels 15 cm from wall). "
            "Automated BP cuff and pulse oximeter.\n")
        rows, sup, peak, pots = M.active_stand(rng)
        stop = None
    else:
        n.t("Protocol: 10-15 min supine, head-up tilt to 70 degrees for up to 40 min (Westminster protocol), "
            "%s. Continuous beat-to-beat BP (%s) and 3-lead ECG.\n" % (
                rng.choice(["no GTN provocation", "sublingual GTN 400 micrograms at 20 min (Italian protocol)"]),
                rng.choice(["Task Force Monitor", "Finapres NOVA", "Finometer PRO", "CNAP Monitor 500"])))
        vvs = rng.random() < 0.2
        rows, sup, peak, pots, stop = M.tilt_rows(rng, vvs=vvs)
    if rng.random() < 0.45:
        n.line("Equipment S/N: {s}  (calibrated {d})", s=("DEVICE", phi.device_serial(rng)),
               d=c.date(rng, phi.add_days(c.clinic_date, -rng.randint(20, 200))))
    n.t("\n")
    sep = rng.choice([" | ", "\t", "  "])
    n.t(sep.join(["Phase", "BP (mmHg)", "HR (bpm)", "Symptoms"]) + "\n")
    syms = ["nil", "lightheaded", "palpitations", "warm, nauseous", "visual greying", "tremor", "nil", "leg heaviness",
            "shortness of breath", "headache"]
    for lab2, s, d, hr in rows:
        n.t(sep.join([lab2, "%d/%d" % (s, d), str(hr), rng.choice(syms)]) + "\n")
    n.t("\nResults: Resting supine HR %d bpm. Maximal HR increase %d bpm within the first 10 min %s.\n" % (
        sup, peak - sup, "upright" if active else "of tilt"))
    if stop and stop < 40:
        n.t("Test terminated at %d min: reproduction of presyncope with BP fall (vasovagal, mixed VASIS type 1). "
            "Returned supine, recovered within 2 min.\n" % stop)
    n.t("No sustained fall in SBP >= 20 mmHg or DBP >= 10 mmHg within 3 min (orthostatic hypotension excluded).\n"
        if rng.random() < 0.7 else "SBP fell by 24 mmHg at 3 min then recovered (initial OH).\n")
    n.t("Conclusion: ")
    if peak - sup >= 30 and pots:
        n.t(rng.choice(["Findings consistent with postural orthostatic tachycardia syndrome (PoTS) in the appropriate clinical context.",
                        "Sustained HR increment >30 bpm with symptoms: meets haemodynamic criteria for PoTS."]))
    else:
        n.t(rng.choice(["No PoTS on this test. Symptoms of orthostatic intolerance without haemodynamic correlate.",
                        "Normal haemodynamic response to orthostatic challenge. Consider repeat if symptomatic on the day."]))
    n.t("\n")
    if rng.random() < 0.5:
        n.t("Symptom reproduction: %s. Patient rated orthostatic symptoms %d/10 at peak.\n" % (
            rng.choice(["yes", "partial", "no"]), rng.randint(2, 9)))
    if rng.random() < 0.4:
        n.t(rng.choice(CL.HARD_NEG_LINES) + "\n")
    n.t("\n")
    n.f("Reported by: ")
    n.add(doc(c.cl["consultant"], rng, rng.choice(["dr_full", "full_creds"])))
    n.f(" on {d}\n", d=c.date(rng, c.after(rng.randint(0, 10))))
    if rng.random() < 0.4:
        n.f("Results sent to: {gp}, {pr} (fax {fx})\n", gp=doc(c.cl["gp"], rng, "dr_last", creds=False),
            pr=("HOSPITAL", c.gp_practice), fx=("FAX", c.gp_fax))
    audit_footer(n, rng, c, c.cl["physiologist"])


def cpet_report(n, rng, c):
    n.line(rng.choice(["CARDIOPULMONARY EXERCISE TEST (CPET) REPORT", "CPET Report", "Cardiopulmonary exercise testing - results",
                       "TWO-DAY CPET REPORT (2-day protocol)"]))
    n.line("{h} | {dep}", h=("HOSPITAL", c.hospital), dep=rng.choice(["Respiratory Physiology", "Exercise Physiology Lab",
                                                                      "Cardiorespiratory Department"]))
    n.t("\n")
    _hdr_patient(n, rng, c)
    n.line("Test ID: {t}   Visit: {v}", t=("IDNUM", phi.idnum(rng, "study")), v=("ACCOUNT", c.acct))
    n.line(M.bmi(rng))
    n.line("Referring clinician: {p} ({s})", p=doc(c.cl["consultant"], rng, rng.choice(["dr_full", "dr_last", "full_creds"])),
           s=("HOSPITAL", c.service))
    if rng.random() < 0.15:
        n.line("Check-in by palm-vein scan, biometric ID {b}", b=("BIOID", phi.bioid(rng)))
    day2 = rng.random() < 0.45
    d1 = c.clinic_date
    n.line("Test date(s): {a}{b}", a=c.date(rng, d1),
           b=["  and  ", c.date(rng, phi.add_days(d1, 1))] if day2 else "")
    n.t("\nIndication: " + rng.choice([
        "Exertional breathlessness post COVID-19; exclude cardiac/ventilatory limitation.",
        "Objective assessment of exercise capacity for work capability / insurance purposes.",
        "Suspected ME/CFS: 2-day CPET to document post-exertional reduction in VT1.",
        "Dysfunctional breathing vs deconditioning."]) + "\n")
    n.t("Protocol: %s; %s metabolic cart; %s. 12-lead ECG, SpO2 and BP every 2 min.\n" % (
        rng.choice(["incremental ramp cycle ergometry 10 W/min", "ramp 15 W/min after 3 min unloaded pedalling",
                    "modified Bruce treadmill"]),
        rng.choice(["Vyntus CPX", "Cosmed Quark CPET", "MedGraphics Ultima", "Cortex MetaLyzer 3B"]),
        rng.choice(["Lode Corival ergometer", "Ergoline ergoselect 200", "cycle ergometer"])))
    if rng.random() < 0.35:
        n.line("Ergometer asset tag {s}; analyser S/N {s2}", s=("DEVICE", phi.device_serial(rng)), s2=("DEVICE", phi.device_serial(rng)))
    n.t("Pre-test spirometry: FEV1 %.2f L (%d%% pred), FVC %.2f L (%d%%), FEV1/FVC %.2f.\n" % (
        rng.uniform(2.1, 4.2), rng.randint(78, 110), rng.uniform(2.8, 5.2), rng.randint(80, 112), rng.uniform(0.68, 0.86)))
    n.t("Resting: " + M.obs(rng) + "\n\n")
    v1 = M.cpet_values(rng)
    if day2:
        v2 = M.cpet_values(rng)
        n.t("%-22s%-30s%s\n" % ("Variable", "Day 1", "Day 2"))
        for k in ["VO2peak", "VO2 at VT1", "Peak workload", "Workload at VT1", "Peak HR", "RER peak", "VE/VCO2 slope"]:
            n.t("%-22s%-30s%s\n" % (k, v1[k], v2[k]))
        n.t("\nChange in workload at VT1 day 2 vs day 1: -%d%%; VO2 at VT1 -%d%%.\n" % (rng.randint(5, 35), rng.randint(4, 28)))
    else:
        for k in sorted(v1):
            n.t("%s: %s\n" % (k, v1[k]))
    n.t("\nTermination: " + rng.choice(["leg fatigue", "volitional exhaustion", "dyspnoea", "presyncope", "chest tightness"]) + ". ")
    n.t("ECG: " + rng.choice(["no ischaemic changes or arrhythmia", "occasional VEs, no ST change", "sinus tachycardia only"]) + ".\n")
    n.t("\nInterpretation: ")
    n.t(rng.choice([
        "Reduced peak VO2 with early anaerobic threshold; no ventilatory or cardiac limitation; pattern consistent with peripheral/deconditioning or post-viral limitation.",
        "Normal exercise capacity. Erratic breathing pattern with early hyperventilation, supporting dysfunctional breathing.",
        "Chronotropic incompetence (peak HR < 80% APMHR) with low O2 pulse plateau; consider cardiology review.",
        "Marked day-2 reduction in VT1 workload in keeping with post-exertional malaise.",
    ]) + "\n")
    if rng.random() < 0.6:
        n.f("Patient contacted on {d}: reported {s} after the test.\n", d=c.date(rng, phi.add_days(d1, rng.randint(2, 6))),
            s=rng.choice(["a 5-day crash", "increased fatigue for 48 h", "no unusual symptoms", "severe PEM, bed-bound 4 days"]))
    n.t("\n")
    n.f("Test conducted by ")
    n.add(doc(c.cl["physiologist"], rng, rng.choice(["full_creds", "full"])))
    n.t(". Supervising clinician ")
    n.add(doc(c.cl[rng.choice(["consultant", "registrar"])], rng, rng.choice(["dr_last", "dr_full"])))
    n.t(".\n")
    if rng.random() < 0.5:
        n.f("Report verified {d}. ", d=c.date(rng, c.after(rng.randint(1, 8))))
        n.t(M.non_phi_code(rng) + "\n")
    audit_footer(n, rng, c, c.cl["physiologist"])


NOTES = [
    "school run", "GP appt", "shower + hair wash", "food delivery unpacked", "zoom work meeting 45 min",
    "visitors", "crash - stayed in bed", "physio video session", "short walk round block", "hair appt",
    "cooked dinner (sat down)", "bad sleep", "period started", "hot weather", "supermarket with partner",
    "laundry", "rest day", "drove 20 min", "worked 3 h", "hospital appointment",
]


def diary_summary(n, rng, c):
    if rng.random() < 0.4:
        letterhead(n, rng, c)
    n.line(rng.choice(["Fatigue & Activity Diary - summary", "ACTIVITY / ENERGY DIARY REVIEW", "Activity diary analysis (OT)",
                       "Wearable + symptom diary summary"]))
    _hdr_patient(n, rng, c)
    start = phi.add_days(c.clinic_date, -rng.randint(14, 30))
    days = rng.choice([7, 7, 10, 14])
    n.line("Diary period: {a} to {b} ({k} days)", a=c.date(rng, start), b=c.date(rng, phi.add_days(start, days - 1)), k=str(days))
    dev = rng.choice(["Fitbit Charge 5", "Garmin Venu 2", "Polar H10 chest strap", "ActiGraph wGT3X-BT", "Apple Watch SE",
                      "Oura ring (Gen 3)", "Withings ScanWatch", "Visible armband (Polar Verity Sense)"])
    n.f("Device: {d}", d=dev)
    if rng.random() < 0.6:
        n.f(", serial {s}", s=("DEVICE", phi.device_serial(rng)))
    if rng.random() < 0.3:
        n.f(" (loan device, asset {s})", s=("DEVICE", phi.device_serial(rng)))
    n.t(". Data exported by patient%s.\n\n" % rng.choice(["", " via app", " to the portal"]))
    sep = rng.choice([" | ", "  ", "\t"])
    n.t(sep.join(["Day", "Steps", "Upright h", "Rest h", "Sleep h", "Fatigue/10", "PEM", "RHR", "Notes"]) + "\n")
    tot = 0
    crashes = 0
    for i in range(days):
        d = phi.add_days(start, i)
        v = M.diary_day(rng)
        tot += v["steps"]
        crashes += v["pem"] in ("severe", "crash")
        dlab = rng.choice(["w", "w", "s", "d"]) if i == 0 else dlab_kind
        dlab_kind = dlab
        if dlab == "w":
            # weekday with its date: one span
            n.add(("DATE", phi.weekday_name(rng, d, short=True) + " " + phi.fmt_short(rng, d, c.country)))
        elif dlab == "s":
            n.add(("DATE", phi.fmt_short(rng, d, c.country)))
        else:
            n.add(("DATE", phi.weekday_name(rng, d)))
        note = rng.choice(NOTES)
        cells = [str(v["steps"]), "%.1f" % v["upright_h"], "%.1f" % v["rest_h"], "%.1f" % v["sleep_h"], str(v["fatigue"]),
                 v["pem"], str(v["rhr"])]
        n.t(sep + sep.join(cells) + sep)
        r = rng.random()
        if r < 0.06:
            n.f("{rel} {nm} visited", rel=c.parent_rel, nm=name(c.parent, "FAMILY", rng, "first"))
        elif r < 0.11:
            n.f("appt at {h}", h=("HOSPITAL", rng.choice([c.hospital, c.gp_practice, c.pharmacy])))
        elif r < 0.15:
            n.f("{nm}'s party", nm=name(c.child if rng.random() < 0.5 else c.friend, "FAMILY", rng, "first"))
        elif r < 0.18:
            n.f("work at {e}", e=("ORGANIZATION", c.employer))
        else:
            n.t(note)
        n.t("\n")
    n.t("\nSummary:\n")
    items = [
        "Mean daily steps %d (range across the period shown above)." % (tot // days),
        "%d episode(s) of severe PEM/crash, typically 24-48 h after days with > 5,000 steps or > 2 h upright cognitive work." % crashes,
        "Boom-bust pattern evident: high-activity days followed by 2-3 days of enforced rest.",
        "Resting HR rises 6-10 bpm the morning before a crash - can be used as an early warning.",
        "Sleep duration adequate but unrefreshing (subjective quality 3/10).",
        "Rest periods are mostly 'active rest' (phone, TV); advised true rest.",
        "Cognitive activity underestimated in the diary - please log screen time too.",
    ]
    bullets(n, CL.pick(rng, items, rng.randint(3, 5)))
    n.t("\nRecommendations:\n")
    bullets(n, CL.pacing_tips(rng, rng.randint(2, 4)))
    n.t("\n")
    p = c.cl[rng.choice(["ot", "physio"])]
    n.f("Reviewed by {p} on {d}.\n", p=doc(p, rng, rng.choice(["full_creds", "full", "init_creds"])), d=c.date(rng, c.clinic_date))
    if rng.random() < 0.4:
        n.f("Diary uploaded by {u} from {ip}.\n", u=("USERNAME", c.pt_user), ip=("IPADDR", phi.ip(rng)))
    audit_footer(n, rng, c, p)
