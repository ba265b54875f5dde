"""Genres: cardiac catheterization, echocardiogram, stress test, Holter/event monitor."""
import pools as P
import phi
import blocks as B
import neg as N
from phi import shift


def cath(d, c):
    r = c.r
    B.facility_header(d, c)
    d.line(r.choice(["CARDIAC CATHETERIZATION REPORT", "Cardiac Cath Lab Procedure Report",
                     "LEFT HEART CATHETERIZATION / CORONARY ANGIOGRAPHY"]))
    d.t("\n")
    B.demo_block(d, c, ["name", "dob", "mrn", "acct", "date", "ref"] + (["loc"] if r.random() < 0.5 else [])
                 + (["ins"] if r.random() < 0.3 else []))
    d.line("Procedure #: {p}    Room: {rm}", p=("IDNUM", phi.idnum(r, "CATH", c.date.year)),
           rm=("LOCATION_OTHER", r.choice(["CL-1", "CL-2", "CL-3", "EP-4", "2", "3", "H-5"])))
    fellow = phi.md(r)
    d.line("Operators: {a} (primary); {f} (fellow)", a=phi.doc_name(r, c.att, style=r.choice([1, 2, 4])),
           f=phi.doc_name(r, fellow, style=r.choice([1, 4, 6])))
    team = [phi.staff(r, "RN"), phi.staff(r, "RCIS"), phi.staff(r, r.choice(["RT(R)", "RCIS", "CVT"]))]
    d.f("Staff: {a}, {ca} (circulator); {b}, {cb} (scrub); {x}, {cx} (monitor)\n",
        a=("DOCTOR", team[0].plain()), ca=team[0].cred, b=("DOCTOR", team[1].plain()), cb=team[1].cred,
        x=("DOCTOR", team[2].plain()), cx=team[2].cred)
    d.t("\nINDICATION: ")
    B.intro(d, c)
    pres = r.choice(["presenting with NSTEMI, peak hs-TnI %d ng/L" % r.randint(200, 9000),
                     "with CCS class III angina despite two antianginals",
                     "with abnormal SPECT showing inferior ischemia",
                     "transferred for inferior STEMI, door-to-balloon 68 min",
                     "for pre-TAVR coronary evaluation", "with new cardiomyopathy, LVEF 30%"])
    d.f(", {p}. Seen in clinic by {ref} on {dt}", p=pres, ref=phi.doc_name(r, c.ref, style=0),
        dt=c.d(shift(c.date, -r.randint(3, 40)), r.choice(["md", "us", "long", "mon_day"])))
    if r.random() < 0.5:
        d.f(" and transferred from {h}", h=("HOSPITAL", phi.hospital(r, c.country)))
    d.t(".\n\n")
    pci = r.random() < 0.55
    d.line("PROCEDURES: LHC, selective coronary angiography, LV gram (CPT 93458)" +
           (", PCI (CPT 92928)" if pci else "") + ".")
    acc = r.choice(["right radial", "left radial", "right common femoral", "right distal radial"])
    d.line("ACCESS: %s artery, %s Fr sheath, modified Seldinger technique under ultrasound. %s" % (
        acc, r.choice(["5", "6", "7"]), "Allen test normal, Barbeau type A." if "radial" in acc else
        "Closure with Angio-Seal 6 Fr."))
    t0 = r.randint(7 * 60, 19 * 60)
    t1 = t0 + r.randint(25, 110)
    d.line("Sedation: midazolam %d mg IV, fentanyl %d mcg IV. Heparin %d units IV. Procedure start %02d:%02d, end %02d:%02d." % (
        r.randint(1, 3), r.choice([25, 50, 75]), r.choice([3000, 5000, 7000]), t0 // 60, t0 % 60, t1 // 60, t1 % 60))
    d.line("Catheters: %s." % r.choice(["JL4, JR4 Judkins 5 Fr", "Tiger 5 Fr, JR4", "Amplatz AL1, EBU 3.5 guide"]))
    d.t("\n")
    N.cath_hemo(d, r)
    d.t("\n")
    N.coronaries(d, r)
    d.line("LV gram: LVEF ~%d%%, %s." % (r.randint(20, 65), r.choice(["inferior hypokinesis", "normal wall motion",
                                                                       "anterior akinesis", "no MR"])))
    if pci:
        d.t("\nINTERVENTION: ")
        d.line("%s pre-dilated with 2.5 mm NC balloon; %s %.2f x %d mm DES deployed at %d atm. "
               "Final TIMI 3 flow, 0%% residual." % (r.choice(N.VESSELS), r.choice(["Xience Skypoint", "Synergy XD",
                                                                                  "Onyx Frontier", "Resolute Onyx"]),
                                                      r.choice([2.5, 2.75, 3.0, 3.5, 4.0]), r.choice([12, 15, 18, 22, 28, 38]),
                                                      r.randint(10, 18)))
        d.line("Implant log: stent serial {s}", s=("DEVICE", phi.letters(r, 2) + phi.digits(r, 8)))
    d.line("Contrast: iohexol %d mL. Fluoro time %.1f min. Air kerma %d mGy." % (
        r.randint(40, 260), r.randint(20, 380) / 10, r.randint(180, 2400)))
    d.line("EBL minimal. No complications.")
    d.t("\nCONCLUSIONS\n")
    d.line("1. " + (r.choice(["Severe single-vessel CAD, treated as above.", "Culprit lesion treated with 1 DES."]) if pci else
                    r.choice(["Nonobstructive CAD.", "Three-vessel CAD; surgical consult requested.",
                              "Normal coronaries. Consider Prinzmetal angina."])))
    d.line("2. LVEDP %d mmHg." % r.randint(6, 32))
    d.t("\nRECOMMENDATIONS\n")
    N.plan(d, r)
    if r.random() < 0.7:
        d.f("Results discussed with patient and {rel} {n} ({ph}) in the family waiting area at {t}.\n",
            rel=c.rel, n=("FAMILY", c.fam.first if r.random() < 0.5 else c.fam.plain()),
            ph=("PHONE", phi.phone(r, c.country, ext=False)), t=N.clock(r))
    if r.random() < 0.4:
        d.f("Surgical consult: {s} ({h}), pager {p}.\n", s=phi.doc_name(r, phi.md(r), style=0),
            h=("HOSPITAL", c.hosp), p=("PHONE", phi.pager(r, c.country)))
    d.t("\n")
    B.signature(d, c)
    if r.random() < 0.5:
        B.cc_block(d, c)


def echo(d, c):
    r = c.r
    B.facility_header(d, c, contact=r.random() < 0.6)
    tee = r.random() < 0.2
    d.line("TRANSESOPHAGEAL ECHOCARDIOGRAM" if tee else r.choice(
        ["TRANSTHORACIC ECHOCARDIOGRAM REPORT", "Echocardiography Report", "ECHO REPORT - COMPLETE TTE W/ DOPPLER"]))
    d.t("\n")
    pt = c.pt
    d.line("Name: {n}    MRN: {m}    Accession: {a}", n=c.pname(r.choice([2, 3])), m=("MRN", c.mrn),
           a=("IDNUM", phi.idnum(r, "ECHO", c.date.year)))
    d.line("DOB: {dob}   Age: {a}   Sex: {s}   Ht: {h} cm   Wt: {w} kg   BSA: {b} m2", dob=c.d(c.dob, r.choice(["us", "iso"])),
           a=("AGE", str(pt.age)), s=pt.sex, h=str(r.randint(150, 192)), w=str(r.randint(48, 140)),
           b="%.2f" % (r.randint(150, 250) / 100))
    d.line("Study date: {d}  {t}   Location: {l}   BP: {bp}", d=c.d(), t=N.clock(r),
           l=r.choice([["Echo Lab, ", ("LOCATION_OTHER", r.choice(P.BUILDINGS))], ["Room ", ("LOCATION_OTHER", str(r.randint(100, 899)))],
                       "Outpatient", ["Bed ", ("LOCATION_OTHER", str(r.randint(1, 24)))]]),
           bp="%d/%d" % (r.randint(95, 170), r.randint(55, 95)))
    son = phi.staff(r, r.choice(["RDCS", "RCS", "RDCS, RVT"]))
    d.line("Ordering: {o}   Sonographer: {s}, {cr}", o=phi.doc_name(r, c.ref, style=r.choice([0, 1, 5])),
           s=("DOCTOR", son.plain() if r.random() < 0.7 else son.initials(False)), cr=son.cred)
    d.line("Indication: %s" % r.choice(["Dyspnea (R06.00)", "Murmur (R01.1)", "AS surveillance (I35.0)",
                                         "HFrEF, GDMT follow-up (I50.22)", "Pre-chemo baseline, anthracycline",
                                         "Stroke, r/o cardioembolic source", "Palpitations (R00.2)"]))
    d.line("Image quality: %s. %s" % (r.choice(["good", "fair", "technically difficult"]),
                                      r.choice(["Definity contrast used.", "No contrast.", "Agitated saline study performed."])))
    d.t("\nMEASUREMENTS\n")
    N.echo_measure(d, r)
    d.t("\nFINDINGS\n")
    d.line("LV: %s size, %s. LVEF %d%% by Simpson's biplane. %s diastolic function." % (
        r.choice(["normal", "mildly dilated", "severely dilated"]), r.choice(["normal wall thickness", "concentric LVH",
                                                                             "septal hypertrophy"]),
        r.randint(15, 70), r.choice(["Grade I", "Grade II", "Normal", "Indeterminate"])))
    d.line("RV: normal size and function. TAPSE %.1f cm." % (r.randint(12, 26) / 10))
    d.line("Valves: %s; %s; trace TR, RVSP %d mmHg by Bernoulli equation." % (
        r.choice(["trileaflet AV, mild sclerosis", "severe calcific AS", "bicuspid AV, moderate AR", "bioprosthetic AV well seated"]),
        r.choice(["mild MR", "moderate-severe functional MR", "no MS", "MAC, mild MS"]), r.randint(20, 65)))
    d.line("Pericardium: %s." % r.choice(["no effusion", "small circumferential effusion without tamponade physiology",
                                          "trivial effusion"]))
    if tee:
        d.line("LAA: no thrombus; emptying velocity %d cm/s. Atrial septum: PFO with R-L shunt on bubble." % r.randint(20, 70))
    prior = shift(c.date, -r.randint(120, 1500))
    k = r.randrange(3)
    if k == 0:
        d.f("\nCompared with prior TTE dated {d} at {h}: LVEF {ch}.\n", d=c.d(prior),
            h=("HOSPITAL", phi.hospital(r, c.country)), ch=r.choice(["improved from 25%", "unchanged", "decreased from 55%"]))
    elif k == 1:
        d.f("\nComparison: {d} (outside study, report only).\n", d=c.d(prior, r.choice(["month_year", "us", "my_num"])))
    else:
        d.t("\nNo prior study available for comparison.\n")
    d.t("\nCONCLUSIONS\n")
    d.line("1. LVEF %d%%.\n2. %s\n3. %s" % (r.randint(15, 70), r.choice(["Severe AS, AVA 0.8 cm2, mean gradient 44 mmHg.",
                                                                         "Moderate MR, Carpentier type IIIb.",
                                                                         "Normal biventricular function."]),
                                         r.choice(["Estimated RAP 8 mmHg.", "Dilated ascending aorta 4.3 cm.",
                                                   "No LV thrombus."])))
    if r.random() < 0.4:
        d.f("Critical result called to {x} at {t} on {dt} by {s}.\n", x=phi.doc_name(r, c.ref, style=r.choice([0, 1])),
            t=N.clock(r), dt=c.d(None, r.choice(["md", "us"])), s=("DOCTOR", son.plain()))
    d.t("\n")
    d.f("Interpreted by: {n}\n", n=phi.doc_name(r, c.att, style=r.choice([2, 3, 5])))
    d.f("Final report {dt} {t}\n", dt=c.d(shift(c.date, r.choice([0, 1])), "us"), t=N.clock(r))
    if r.random() < 0.35:
        d.f("Images: {u}\n", u=("URL", phi.url(r, "/pacs/study/" + phi.digits(r, 9))))


def stress(d, c):
    r = c.r
    pharm = r.random() < 0.4
    B.facility_header(d, c)
    d.line("REGADENOSON SPECT MYOCARDIAL PERFUSION STUDY" if pharm else r.choice(
        ["EXERCISE STRESS TEST", "Exercise Treadmill Test with Myocardial Perfusion Imaging", "STRESS ECHOCARDIOGRAM"]))
    B.demo_block(d, c, ["name", "dob", "mrn", "date", "ref"] + (["acct"] if r.random() < 0.6 else []),
                 style=r.choice([0, 2]))
    d.f("Order #: {o}\n", o=("IDNUM", phi.idnum(r, "ORD", c.date.year)))
    d.t("History: ")
    B.intro(d, c)
    d.t(". " + r.choice(["Exertional chest tightness x 3 months.", "Atypical chest pain, pre-op risk stratification.",
                         "Dyspnea on exertion, equivocal ECG.", "Post-PCI functional assessment."]) + "\n")
    if c.r.random() < 0.4:
        d.f("Patient is {a} {p} and needs clearance to return to work at {e}.\n", a=phi.a_an(c.prof), p=("PROFESSION", c.prof),
            e=("ORGANIZATION", c.employer))
    d.line(r.choice(["Beta-blocker held x 48 h.", "Beta-blocker held this AM.", "Took metoprolol this AM (not held)."]) +
           " Caffeine held 24 h.")
    d.line("Resting ECG: " + N.ecg(r))
    if pharm:
        d.line("Regadenoson 0.4 mg IV bolus followed by saline flush; low-level walk. Aminophylline %s." % r.choice(
            ["not required", "75 mg IV for dyspnea"]))
        d.line("HR %d -> %d bpm; BP %d/%d -> %d/%d." % (r.randint(55, 80), r.randint(80, 110), r.randint(110, 160),
                                                     r.randint(60, 90), r.randint(100, 150), r.randint(55, 85)))
    else:
        mins = r.randint(3, 13)
        mphr = 220 - c.pt.age
        pk = r.randint(int(mphr * 0.7), int(mphr * 1.02))
        d.line("Protocol: %s. Exercise time %d:%02d min, %.1f METs." % (r.choice(["Bruce", "modified Bruce", "Naughton"]),
                                                                         mins, r.randint(0, 59), r.randint(40, 130) / 10))
        d.f("Peak HR {pk} bpm ({pc}% of age-predicted max for age {a}). Peak BP {bp}. Duke treadmill score {dts}.\n",
            pk=str(pk), pc=str(int(pk * 100 / mphr)), a=("AGE", str(c.pt.age)),
            bp="%d/%d" % (r.randint(140, 210), r.randint(60, 95)), dts="%+d" % r.randint(-8, 9))
        d.line("Stopped due to %s. Symptoms: %s." % (r.choice(["fatigue", "target HR achieved", "dyspnea", "chest pain"]),
                                                    r.choice(["none", "mild chest pressure, resolved at 3 min recovery",
                                                              "leg fatigue"])))
    d.line("Stress ECG: %s" % r.choice(["no ischemic ST changes", "1.5 mm horizontal ST depression II, III, aVF, V5-V6",
                                        "uninterpretable for ischemia due to LBBB", "rare PVCs, no arrhythmia"]))
    if pharm or r.random() < 0.6:
        d.line("Isotope: Tc-99m sestamibi %.1f mCi rest / %.1f mCi stress, 1-day protocol." % (
            r.randint(80, 120) / 10, r.randint(280, 340) / 10))
        d.line("Perfusion: %s. Gated LVEF %d%%, TID ratio %.2f." % (
            r.choice(["normal", "small mild reversible inferior defect", "medium fixed anterior defect c/w scar",
                      "large severe reversible LAD territory defect"]), r.randint(25, 70), r.randint(90, 130) / 100))
    d.t("\nIMPRESSION\n")
    d.line(r.choice(["Low-risk study.", "Intermediate-risk study; consider coronary CTA.",
                     "High-risk study; recommend coronary angiography.", "Nondiagnostic ECG response; normal perfusion."]))
    d.t("\n")
    tech = phi.staff(r, r.choice(["CNMT", "RT(N)", "CCT", "EP tech"]))
    d.f("Technologist: {t} {cr}\n", t=("DOCTOR", tech.plain()), cr=tech.cred)
    if r.random() < 0.5:
        sup = phi.staff(r, r.choice(["NP", "PA-C", "RN"]))
        d.f("Supervised by: {s}, {cr}\n", s=("DOCTOR", sup.full()), cr=sup.cred)
    B.signature(d, c)
    if r.random() < 0.3:
        B.transcription(d, c)


def holter(d, c):
    r = c.r
    kind = r.choice(["holter", "holter", "event", "patch"])
    B.facility_header(d, c, contact=r.random() < 0.5)
    title = {"holter": "%d-HOUR HOLTER MONITOR REPORT" % r.choice([24, 48, 72]),
             "event": "30-DAY CARDIAC EVENT MONITOR SUMMARY",
             "patch": "EXTENDED AMBULATORY ECG MONITORING (%d days)" % r.randint(7, 14)}[kind]
    d.line(title)
    d.t("\n")
    start = c.date
    dur = {"holter": r.choice([1, 2, 3]), "event": 30, "patch": r.randint(7, 14)}[kind]
    end = shift(start, dur)
    B.demo_block(d, c, ["name", "dob", "mrn", "ref"] + (["phone"] if kind == "event" else []), style=r.choice([0, 2]))
    sty = r.choice(["us", "us_nopad", "iso", "abbr"])
    d.line("Monitoring period: {a} {t1} - {b} {t2}", a=c.d(start, sty), b=c.d(end, sty), t1=N.clock(r), t2=N.clock(r))
    model = r.choice(P.MONITOR_MODELS)
    d.line("Recorder: {m}   Serial: {s}", m=model, s=("DEVICE", phi.monitor_serial(r)))
    if kind != "holter" or r.random() < 0.4:
        d.line("Monitoring center: {o}   Report #: {n}", o=("ORGANIZATION", r.choice(P.LABS_ORGS)),
               n=("IDNUM", phi.idnum(r, r.choice(["H", "EM", "RPT"]), start.year)))
    hook = phi.staff(r, r.choice(["CCT", "RN", "MA"]))
    d.f("Hook-up by {h} ({cr}) at {site}.\n", h=("DOCTOR", hook.plain()), cr=hook.cred,
        site=("HOSPITAL", c.clinic if r.random() < 0.6 else c.hosp))
    d.line("Indication: %s" % r.choice(["palpitations", "presyncope", "AF burden on rhythm control",
                                         "post-ablation surveillance", "cryptogenic stroke", "syncope while driving"]))
    d.t("\nSUMMARY\n")
    total = r.randint(80000, 120000) * (dur if kind == "holter" else 1)
    d.line("  Total beats analyzed: {:,}   Analyzable time: {}%".format(total, r.randint(88, 99)))
    d.f("  Min HR {mn} bpm at {t1} on {d1}; Max HR {mx} bpm at {t2} on {d2}; Avg HR {av} bpm\n",
        mn=str(r.randint(38, 60)), mx=str(r.randint(110, 180)), av=str(r.randint(60, 90)), t1=N.clock(r),
        t2=N.clock(r), d1=c.d(shift(start, r.randint(0, dur)), r.choice(["md", "wk_md", "mon_day"])),
        d2=c.d(shift(start, r.randint(0, dur)), r.choice(["md", "wk_md", "mon_day"])))
    d.line("  PVCs: %d (%.1f%%), couplets %d, NSVT runs %d (longest %d beats)" % (
        r.randint(0, 9000), r.randint(0, 120) / 10, r.randint(0, 40), r.randint(0, 4), r.randint(3, 12)))
    d.line("  PACs: %d; SVT runs %d; AF burden %d%%; pauses > 3 s: %d" % (
        r.randint(0, 4000), r.randint(0, 12), r.randint(0, 60), r.randint(0, 3)))
    d.t("\nPATIENT-TRIGGERED EVENTS / DIARY\n")
    for _ in range(r.randint(2, 5)):
        dd = shift(start, r.randint(0, dur))
        d.f("  {d} {t}  \"{sym}\" - {rh}\n", d=c.d(dd, r.choice(["md", "us_short", "wk_md"])), t=N.clock(r),
            sym=r.choice(["fluttering", "heart racing", "dizzy", "skipped beat", "short of breath at work",
                          "chest heaviness", "felt faint in the car"]),
            rh=r.choice(["sinus rhythm 78", "sinus tach 118", "AF RVR 142", "PVC bigeminy", "Mobitz I overnight",
                         "atrial flutter 2:1", "no arrhythmia"]))
    d.t("\nINTERPRETATION\n")
    d.line(r.choice(["Predominant sinus rhythm. No sustained arrhythmia. Symptoms correlate with PACs.",
                     "Paroxysmal AF with RVR, burden 14%. Consider anticoagulation (CHA2DS2-VASc 3).",
                     "Intermittent Mobitz II with 3.4 s pause while awake - recommend EP referral for pacemaker.",
                     "Frequent monomorphic PVCs (12%), LBBB morphology, inferior axis."]))
    if kind == "event" or r.random() < 0.4:
        fam = c.fam
        d.f("Urgent notification: {t} on {dt}, on-call {doc} notified; patient reached at {ph}", t=N.clock(r),
            dt=c.d(shift(start, r.randint(1, dur)), r.choice(["us", "abbr"])), doc=phi.doc_name(r, phi.md(r), style=0),
            ph=c.phone(ext=False))
        if r.random() < 0.5:
            d.f(" (spoke with {rel} {n})", rel=c.rel, n=("FAMILY", fam.first))
        d.t(".\n")
    if r.random() < 0.3:
        d.f("Patient drives for work ({p}); advised not to drive pending EP review.\n", p=("PROFESSION", c.prof))
    d.t("\n")
    B.signature(d, c)
