"""Genres: right heart cath report, 6-minute walk test record, echo report."""
from doc import Doc, P, J
import fake as F
import clin as K
import common as C
import pools_places as PL


def _hdr_patient(r, c, d, pat, today, enc=True):
    nt, nl, nv = pat.nat
    k = r.randrange(3)
    if k == 0:
        d.w("Patient: {n}    {ml}: {m}\nDOB: {dob}    Age: {a}    Sex: {s}\n", n=F.pname(pat, "caps"),
            ml=r.choice(["MRN", "Hosp No", "UR"]) if c != "US" else "MRN", m=P("MRN", pat.mrn),
            dob=F.D(r, c, pat.dob), a=P("AGE", str(pat.age)), s=pat.sex)
    elif k == 1:
        d.w("Name: {n}\nD.O.B.: {dob} ({a}{y})\n{ml}: {m}   {nl}: {nv}\n", n=F.pname(pat, r.choice(["lastfirst", "fullmid"])),
            dob=F.D(r, c, pat.dob), a=P("AGE", str(pat.age)), y=r.choice(["y", " yrs", "Y"]),
            ml=r.choice(["MRN", "Hospital number"]), m=P("MRN", pat.mrn), nl=nl, nv=P(nt, nv))
    else:
        d.w("{n}  |  {a}{s}  |  DOB {dob}  |  MRN {m}\n", n=F.pname(pat, "caps"), a=P("AGE", str(pat.age)),
            s=r.choice(["M", "F"]) if False else ("M" if pat.sex == "M" else "F"), dob=F.D(r, c, pat.dob), m=P("MRN", pat.mrn))
    if enc and F.chance(r, 0.65):
        d.w("{el}: {e}\n", el=r.choice(["Encounter", "Acct", "Episode", "Visit No", "FIN"]), e=P("ACCOUNT", F.account(r)))


# ----------------------------------------------------------------- RHC report
def rhc_report(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    op = F.clinician(r, c, "doc")
    asst = F.clinician(r, c, "doc")
    nurse = F.clinician(r, c, "nurse")
    phys = F.clinician(r, c, "tech")
    refd = F.clinician(r, c, "doc")
    hosp = F.hospital(r, c)
    us = c in ("US", "CA")
    d.add(r.choice(["RIGHT HEART CATHETERISATION REPORT" if not us else "RIGHT HEART CATHETERIZATION REPORT",
                    "Cardiac Catheter Laboratory - Right Heart Study", "PULMONARY HYPERTENSION RHC / VASOREACTIVITY STUDY",
                    "Haemodynamic Study Report" if not us else "Hemodynamic Study Report"]), "\n")
    d.w("{h} - {lab} {n}\n", h=P("HOSPITAL", hosp), lab=r.choice(["Cath Lab", "Cardiac Cath Lab", "Catheter Suite", "Lab"]),
        n=P("LOCATION_OTHER", str(r.randrange(1, 6)) if F.chance(r, 0.7) else r.choice(["2A", "3B", "4", "1"])))
    d.add("=" * r.choice([40, 52, 60]), "\n")
    _hdr_patient(r, c, d, pat, today)
    st = r.randrange(7, 15)
    d.w("Procedure date: {pd}   Start {s}   End {e}\nAccession: {acc}\n", pd=F.D(r, c, today, r.choice([None, "wday"])),
        s="%02d:%02d" % (st, r.randrange(60)), e="%02d:%02d" % (st + 1, r.randrange(60)), acc=P("IDNUM", F.idnum(r, "acc")))
    d.w("\nOperator: {t} {o}\n", t=op.title, o=F.pname(op, r.choice(["full", "initlast"])))
    if F.chance(r, 0.6):
        d.w("Assistant: {t} {a} ({role})\n", t=asst.title, a=F.pname(asst, "full"),
            role=r.choice(["fellow", "cardiology fellow", "PCCM fellow"] if us else ["registrar", "SpR", "fellow"]))
    d.w("Scrub/recovery nurse: {n}{cr}\n", n=F.pname(nurse, r.choice(["full", "initlast"])), cr=", " + nurse.cred if F.chance(r, 0.5) else "")
    d.w("Physiologist: {p}\n", p=F.pname(phys, "full"))
    d.w("Referring: {t} {n}, {h}\n", t="Dr." if us else "Dr", n=F.pname(refd, "initlast"),
        h=P("HOSPITAL", r.choice([F.hospital(r, c, "ref"), hosp])))
    ind = r.choice(["Diagnostic study - suspected PAH (echo probability high)", "Follow-up on dual therapy; risk re-stratification",
                    "Pre-BPA assessment, CTEPH", "Assessment prior to transplant listing",
                    "Breathlessness with ILD; ?PH-ILD for inhaled treprostinil", "Re-assessment after 3 months of IV epoprostenol"])
    d.add("\nIndication: ", ind, "\n")
    d.w("Height {h} cm  Weight {w} kg  BSA {b} m2  Hb {hb}\n", h=str(k.height), w=str(k.weight), b="%.2f" % k.bsa,
        hb=("%.1f g/dL" % k.hb_g) if c == "US" else ("%d g/L" % round(k.hb_g * 10)))
    access = r.choice(["right internal jugular vein", "right basilic vein (antecubital)", "right femoral vein",
                       "right brachial vein"])
    d.w("\nTECHNIQUE\nUS-guided access via {a} under local {an} (lidocaine 1% {ml} mL). {sh}F sheath. "
        "{cath} advanced to PA under fluoroscopy. {sed} Zero reference at mid-thoracic level. "
        "Pressures measured at end-expiration.\n", a=access, an="anesthetic" if us else "anaesthetic", ml=str(r.choice([5, 8, 10])), sh=str(r.choice([6, 7, 8])),
        cath=r.choice(["7F Swan-Ganz balloon flotation catheter", "Swan-Ganz CCOmbo catheter", "7F Arrow balloon wedge catheter"]),
        sed=r.choice(["No sedation.", "Midazolam 1 mg IV.", "Fentanyl 25 mcg IV."]))
    d.add("\nHAEMODYNAMICS (rest, %s)\n" % r.choice(["room air", "on %d L O2" % r.randrange(1, 5)]))
    d.add(K.haemo_table(r, k), "\n")
    d.w("Sats run: SVC {a}%, PA {b}%, no step-up.\n", a=str(k.svo2 + r.randrange(0, 4)), b=str(k.svo2))
    resp = False
    if k.dx in ("ipah", "hpah", "drug") or F.chance(r, 0.15):
        vt, resp = K.vaso_text(r, k)
        d.add("\n", vt, "\n")
    if F.chance(r, 0.25):
        d.w("\nFluid challenge: 500 mL 0.9% saline over 5 min - PAWP {a} -> {b} mmHg.\n", a=str(k.pawp),
            b=str(k.pawp + r.randrange(1, 9)))
    d.add("\nComplications: ", r.choice(["none", "nil", "none; minor ooze at puncture site", "transient SVT on catheter passage, self-terminating"]), "\n")
    d.add("\nCONCLUSION\n")
    if k.pawp > 15:
        d.add("Post-capillary PH (mPAP %d mmHg, PAWP %d mmHg), PVR %.1f WU - %s.\n" % (
            k.mpap, k.pawp, k.pvr, "combined pre- and post-capillary" if k.pvr > 2 else "isolated post-capillary"))
    else:
        d.add("Pre-capillary PH: mPAP %d mmHg, PAWP %d mmHg, PVR %.1f WU, CI %.1f L/min/m2.\n" % (k.mpap, k.pawp, k.pvr, k.ci))
    d.add("Haemodynamic definitions per 2022 ESC/ERS guidelines.\n" if F.chance(r, 0.4) else "")
    if resp:
        d.add("Vasoreactive - plan trial of high-dose CCB (amlodipine up-titrated) with repeat RHC at 3-4 months.\n")
    d.w("\nPost-procedure: {b} for {h} h, sheath removed, manual pressure.{ward}\n",
        b=r.choice(["bed rest", "sit up at 45 degrees", "observation"]), h=str(r.choice([1, 2])),
        ward=J(" Returned to ", P("HOSPITAL", r.choice(PL.WARDS)), ", bed ", P("LOCATION_OTHER", str(r.randrange(1, 30))), ".")
        if F.chance(r, 0.6) else J(" Day case recovery bay ", P("LOCATION_OTHER", str(r.randrange(1, 12))), "."))
    d.nl()
    d.add(C.signoff(r, c, op, closing=False, title=C.doc_title(r, c), lic=F.chance(r, 0.35)))
    if F.chance(r, 0.7):
        d.add(C.audit(r, c, op, today))
    if F.chance(r, 0.3):
        d.w("Images archived: PACS study {s}\n", s=P("IDNUM", F.dig(r, 2) + "." + F.dig(r, 6) + "." + F.dig(r, 4)))
    return d


# ----------------------------------------------------------------- 6MWT record
def walk_record(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    tester = F.clinician(r, c, "tech")
    chk = F.clinician(r, c, "doc")
    hosp = F.hospital(r, c)
    us = c in ("US", "CA")
    d.add(r.choice(["SIX-MINUTE WALK TEST", "6 Minute Walk Test Record", "6MWT - Pulmonary Hypertension Service",
                    "Six Minute Walk Test (ATS/ERS protocol)"]), "\n")
    d.w("{h}, {dp}\n\n", h=P("HOSPITAL", hosp), dp=r.choice(["Respiratory Physiology", "PH Clinic", "Lung Function Lab",
                                                            "Cardiorespiratory Department", "Pulmonary Function Lab"]))
    _hdr_patient(r, c, d, pat, today, enc=F.chance(r, 0.5))
    d.w("Height {h} cm   Weight {w} kg\n", h=str(k.height), w=str(k.weight))
    d.w("Test date: {dt}  {t}    Test ref: {id}\n", dt=F.D(r, c, today), t="%02d:%02d" % (r.randrange(8, 17), r.randrange(60)),
        id=P("IDNUM", F.idnum(r, "6mw")))
    loc = r.choice(PL.BUILDINGS)
    d.w("Course: {len} m flat corridor, {lv}, {b}\n", len=str(r.choice([30, 30, 30, 20, 25])),
        lv=r.choice(["level 2", "ground floor", "level 1 east", "outpatients"]), b=P("LOCATION_OTHER", loc))
    d.add("Oximeter: ", r.choice(["Nonin WristOx2 3150", "Masimo Rad-97", "Konica Minolta PULSOX-300i",
                                  "Nonin 7500 handheld"]), "   Practice walk: ",
          r.choice(["yes (30 min rest between)", "no - established patient", "yes"]), "\n")
    d.add("Walking aid: ", r.choice(["none", "none", "stick", "rollator", "pushed O2 trolley"]), "\n\n")
    d.add("PRE-TEST\n")
    d.w("HR {hr} bpm  BP {s}/{di} mmHg  SpO2 {sp}% ({o})  Borg dyspnoea {b0}  Borg fatigue 0\n",
        hr=str(k.hr_rest), s=str(k.sbp), di=str(k.dbp), sp=str(k.spo2_rest),
        o="RA" if not k.o2 else "%d L/min" % k.o2, b0=r.choice(["0", "0.5", "1", "2"]))
    d.add("\nMINUTE-BY-MINUTE\nMin   SpO2   HR\n")
    sp = k.spo2_rest
    hr = k.hr_rest
    for m in range(1, 7):
        sp = max(k.spo2_nadir, sp - r.randrange(0, 5))
        hr = min(k.hr_peak, hr + r.randrange(3, 14))
        d.add(" %d    %3d%%   %d\n" % (m, sp, hr))
    d.add("\nRESULT\n", K.walk_table(r, k, us), "\n")
    d.w("Recovery: SpO2 back to {s}% at {t} min; HR {h} bpm at 2 min.\n", s=str(k.spo2_rest), t=str(r.choice([1, 2, 3])),
        h=str(k.hr_rest + r.randrange(2, 12)))
    com = r.choice(["Stopped at 3:40 for 30 s because of leg fatigue, then completed.",
                    "Walked steadily throughout; no symptoms other than breathlessness.",
                    "Lightheaded at 5 min - test stopped at 5:20; BP 92/60 post-test.",
                    "Carried own portable oxygen; cylinder changed prior to test.",
                    "Limited by hip pain rather than dyspnoea.",
                    "SpO2 trace poor in the last minute (cold hands); ear probe used."])
    d.add("Comments: ", com, "\n")
    d.w("Previous 6MWD: {p} m ({pd}); change {ch:} m.\n".replace("{ch:}", "{ch}"), p=str(k.walk_prev),
        pd=F.D(r, c, F.shift(today, -r.randrange(90, 400))), ch="%+d" % (k.walk - k.walk_prev))
    if abs(k.walk - k.walk_prev) >= 33:
        d.add("Change exceeds the minimal important difference (~33 m).\n")
    d.nl()
    d.w("Performed by: {n}, {t}\n", n=F.pname(tester, r.choice(["full", "initlast"])),
        t=r.choice(["Clinical Physiologist", "Respiratory Physiologist", "Exercise Physiologist", "RRT", "Respiratory Therapist",
                    "PH Nurse"]))
    if F.chance(r, 0.6):
        d.w("Reviewed by: {t} {n}\n", t=chk.title, n=F.pname(chk, r.choice(["full", "initlast", "last"])))
    if F.chance(r, 0.5):
        d.add(C.audit(r, c, tester, today))
    return d


# ----------------------------------------------------------------- echo report
def echo_report(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    son = F.clinician(r, c, "tech")
    rep = F.clinician(r, c, "doc")
    hosp = F.hospital(r, c)
    us = c in ("US", "CA")
    d.add(r.choice(["TRANSTHORACIC ECHOCARDIOGRAM", "Echocardiography Report", "TTE REPORT - PH PROTOCOL",
                    "Adult Transthoracic Echo"]), "\n")
    d.w("{h}  {dp}\n", h=P("HOSPITAL", hosp), dp=r.choice(["Echo Lab", "Cardiac Investigations Unit", "Non-Invasive Cardiology",
                                                          "Cardiac Physiology"]))
    _hdr_patient(r, c, d, pat, today)
    d.w("Study date: {dt}   Study ID: {sid}\n", dt=F.D(r, c, today), sid=P("IDNUM", F.idnum(r, "echo")))
    d.w("Location: {loc}\n", loc=r.choice([J("Outpatients, room ", P("LOCATION_OTHER", str(r.randrange(1, 12)))),
                                           J("Inpatient - ", P("HOSPITAL", r.choice(PL.WARDS)), " bed ",
                                             P("LOCATION_OTHER", str(r.randrange(1, 28)))),
                                           J("PH clinic, ", P("LOCATION_OTHER", r.choice(PL.BUILDINGS)))]))
    d.w("Height {h} cm  Weight {w} kg  BSA {b} m2  BP {s}/{di}  HR {hr}  Rhythm: {rh}\n", h=str(k.height), w=str(k.weight),
        b="%.2f" % k.bsa, s=str(k.sbp), di=str(k.dbp), hr=str(k.hr), rh=r.choice(["SR", "sinus rhythm", "AF", "sinus tachycardia"]))
    d.add("Indication: ", r.choice(["PH follow-up", "Suspected PH - breathlessness", "Annual screening, systemic sclerosis (DETECT)",
                                    "Screening - BMPR2 carrier", "Post-BPA review", "Assessment of RV function on IV therapy"]), "\n")
    d.add("Equipment: ", r.choice(["Philips EPIQ CVx", "GE Vivid E95", "Siemens Acuson SC2000", "Canon Aplio i900"]),
          "   Image quality: ", r.choice(["good", "adequate", "suboptimal (body habitus)", "fair"]), "\n")
    d.w("Sonographer: {s}{cr}   Reporting: {t} {rp}\n", s=F.pname(son, r.choice(["full", "initlast"])),
        cr=" " + son.cred if F.chance(r, 0.5) else "", t=rep.title, rp=F.pname(rep, r.choice(["full", "initlast"])))
    d.add("\nMEASUREMENTS\n")
    meas = [("LVIDd", "%d mm" % r.randrange(36, 54)), ("IVSd", "%d mm" % r.randrange(7, 13)),
            ("LVEF (biplane)", "%d %%" % k.lvef), ("LAVi", "%d mL/m2" % r.randrange(18, 44)),
            ("E/e' avg", "%.1f" % r.uniform(5, 16)), ("RVD1 (basal)", "%d mm" % k.rvd),
            ("TAPSE", "%d mm" % k.tapse), ("RV S'", "%.1f cm/s" % k.s_prime), ("RV FAC", "%d %%" % r.randrange(18, 46)),
            ("RA area", "%d cm2" % k.ra_area), ("TR Vmax", "%.1f m/s" % k.trv), ("RVSP", "%d mmHg" % k.rvsp_echo),
            ("PAAT", "%d ms" % k.paat), ("PA diameter", "%d mm" % r.randrange(22, 38)), ("IVC", "%d mm" % k.ivc)]
    for a, b in meas:
        d.add("  ", a.ljust(18), b, "\n")
    d.add("\nFINDINGS\n")
    rows, prob = K.echo_findings(r, k)
    for x in rows:
        d.add("- ", x, "\n")
    d.add("- Valves: ", r.choice(["structurally normal", "mild MR", "trivial PR; PR end-diastolic velocity 2.1 m/s",
                                  "aortic sclerosis without stenosis"]), "\n")
    d.add("\nCONCLUSION\n")
    d.add("Echocardiographic probability of PH: %s (per ESC/ERS 2022 criteria). " % prob)
    if k.tapse < 14:
        d.add(r.choice(["RV dilated with impaired systolic function.", "Moderate-severe RV dysfunction."]), "\n")
    elif k.tapse < 18:
        d.add(r.choice(["Mild RV systolic dysfunction.", "RV mildly impaired; RV remodelling improved."]), "\n")
    else:
        d.add(r.choice(["RV systolic function preserved.", "RV size and function within normal limits."]), "\n")
    if F.chance(r, 0.6):
        d.w("Compared with study of {pd}: {cmp}.\n", pd=F.D(r, c, F.shift(today, -r.randrange(90, 600))),
            cmp=r.choice(["TAPSE improved from %d mm" % max(6, k.tapse - 4), "no significant change",
                          "RVSP lower by ~15 mmHg", "new small pericardial effusion"]))
    d.nl()
    d.w("Reported by: {t} {rp}, {jt}\n", t=rep.title, rp=F.pname(rep, "full"), jt=r.choice(
        ["Consultant Cardiologist", "Cardiologist", "Echocardiography Consultant", "Staff Cardiologist"]))
    ws = r.randrange(3)
    if ws:
        d.w("Reporting workstation {ip}  user {u}\n", ip=P("IPADDR", F.ipaddr(r)), u=P("USERNAME", F.username(r, son.first, son.last)))
    else:
        d.add(C.audit(r, c, rep, today, ip=True))
    return d
