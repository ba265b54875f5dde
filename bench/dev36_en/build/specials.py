"""Genre-specific report layouts: stroke thrombolysis proforma, infusion day-unit record,
transfusion reaction investigation, sleep study report, endoscopy/cystoscopy report,
paracentesis procedure note."""
import datetime as dt

from phi import M
import blocks as B
import common
import pools as P


def _hdr_ids(c):
    return "  ".join(f"{lab}: {val}" for lab, val in B.id_fields(c))


def _pt_block(c, upper=False):
    r = c.r
    sexw = {"M": "Male", "F": "Female"}[c.pt.sex]
    lines = [f"Name: {c.P(r.choice(['LASTfirst', 'full', 'LAST_first']))}",
             f"DOB: {c.date(c.pt.dob)}   Age: {c.AGE()}   Sex: {sexw}",
             _hdr_ids(c)]
    if r.random() < 0.5:
        lines.append(f"Address: {B.addr_one(c, c.addr)}")
    nat = c.L.national()
    if nat and ((c.loc == "US" and r.random() < 0.2) or (c.loc == "IE" and r.random() < 0.3) or (c.loc == "CA" and r.random() < 0.08)):
        lab, t, v = nat
        lines.append(f"{lab}: {M(t, v)}")
    return lines


# ------------------------------------------------------------------ stroke proforma
def stroke_proforma(c, d):
    r = c.r
    adm = c.adm
    L = []
    L.append(f"{M('HOSPITAL', c.hosp['name'])} - {d['dept']}")
    L.append(r.choice(["CODE STROKE / HYPERACUTE STROKE PROFORMA", "Acute Stroke Thrombolysis Record", "STROKE CALL DOCUMENTATION"]))
    L.append("")
    L += _pt_block(c)
    lh, lm = map(int, d["lkw"].split(":"))
    if d.get("wake"):
        arr = f"{r.randint(6, 9):02d}:{r.randint(0, 59):02d}"
    else:
        mins = lh * 60 + lm + r.randint(35, 150)
        arr = f"{(mins // 60) % 24:02d}:{mins % 60:02d}"
    L.append(f"Date: {c.date(adm)}    Arrival: {arr} by ambulance (incident {M('IDNUM', c.ch(['CAD', 'INC', '']) + c.digits(8))})")
    wit = c.family[0] if c.family else None
    if wit:
        L.append(f"Collateral: {wit.rel} {c.F(wit, 'full')}, {B.tel(c, mobile=True)}")
    L.append(f"Last known well: {d['lkw']}" + (f" on {c.date(adm - dt.timedelta(days=1))} (wake-up stroke)" if d.get("wake") else " (witnessed onset)"))
    L.append(f"Stroke team: {c.S(c.reg, 'dr_full')} ({c.junior_role}), stroke nurse {c.S(c.nurse, 'full')}; consultant {c.S(c.cons, 'dr_last')} by phone")
    L.append("")
    L.append(f"NIHSS on arrival: {d['nihss']}   Weight: {r.randint(52, 120)} kg (estimated)   Glucose {round(r.uniform(4.5, 12), 1)}")
    L.append(f"BP pre-lysis {r.randint(140, 185)}/{r.randint(70, 105)}")
    L.append(f"Imaging: NCCT / CTA{' / CTP' if r.random() < 0.6 else ''} - accession {M('IDNUM', c.accession('rad'))}")
    L.append(f"  Findings: {d['side']}-sided deficit; occlusion {d['vessel']}; no ICH.")
    if d["lysis"]:
        L.append(f"Thrombolysis: {d['drug']}, bolus {r.randint(0, 23):02d}:{r.randint(0, 59):02d}, DTN {d['dtn']} min. Consent: {r.choice(['verbal, patient', 'best interests, two doctors', 'assent from ' + (c.family[0].rel if c.family else 'family')])}.")
    else:
        L.append(f"Thrombolysis: not given ({r.choice(['outside window', 'on DOAC', 'rapidly improving', 'recent surgery'])}).")
    if d["ect"]:
        L.append(f"Thrombectomy: referred to {M('HOSPITAL', c.hosp2['name'])} neurointerventional team, accepted by {c.S(c.new_staff('doc'), 'dr_full')}; "
                 f"transfer {r.randint(0, 23):02d}:{r.randint(0, 59):02d}.")
    L.append("")
    L.append("Subsequent course:")
    L += ["- " + x for x in d["course"]]
    L.append("")
    L.append("Plan:")
    L += ["- " + x for x in d["plan"]]
    L.append("")
    L.append(f"Completed by {c.S(c.reg, 'dr_full')}" + (f", {c.lic_str(c.reg)}" if c.reg.lic and r.random() < 0.6 else "") + f" on {c.date(adm)}")
    if r.random() < 0.5:
        L.append(B.audit(c, c.reg))
    return "\n".join(L)


# ------------------------------------------------------------------ infusion record
def infusion(c, d):
    r = c.r
    L = []
    unit = c.ch(["Hazel Day Unit", "Medical Day Unit", "Infusion Suite", "Laurel Suite", "Ambulatory Care Unit", "Biologics Infusion Centre"])
    L.append(M("HOSPITAL", c.hosp["name"]))
    L.append(f"{M('HOSPITAL', unit)} - Biologic Infusion Record")
    L.append("")
    L += _pt_block(c)
    L.append(f"Infusion date: {c.date(c.visit)}   Chair {M('LOCATION_OTHER', str(r.randint(1, 14)))}")
    L.append(f"Prescriber: {c.S(c.cons, 'dr_full')} ({d['dept']})")
    drug = d.get("infusion_drug") or "infliximab 5 mg/kg"
    wt = r.randint(50, 120)
    L.append("")
    L.append(f"Drug: {drug}   Weight {wt} kg   Dose number {r.randint(2, 30)}")
    L.append(f"Previous infusion: {c.date(c.past(28, 60))}   Next due: {c.date(c.future(28, 60))}")
    L.append(f"Pre-infusion checks: {r.choice(['afebrile, no infection', 'mild URTI symptoms last week, now resolved', 'well'])}; "
             f"TB screen {r.choice(['negative', 'IGRA negative'])} ({c.my(c.past(200, 900))}); hepatitis B sAg neg.")
    L.append(f"Premedication: {r.choice(['paracetamol 1 g, chlorphenamine 10 mg', 'hydrocortisone 100 mg IV', 'none'])}")
    L.append("")
    rows = []
    t = r.randint(8, 12) * 60 + r.randint(0, 59)
    for i in range(r.randint(3, 5)):
        rows.append([f"{t // 60:02d}:{t % 60:02d}", f"{r.randint(100, 150)}/{r.randint(60, 90)}", str(r.randint(58, 96)),
                     f"{round(r.uniform(36.2, 37.4), 1)}", str(r.randint(95, 100))])
        t += r.choice([15, 30, 30, 60])
    L.append(B.table(["Time", "BP", "HR", "Temp", "SpO2"], rows))
    L.append("")
    L.append(f"Cannula: 22G {r.choice(['left', 'right'])} forearm, first attempt. Infusion completed without reaction; observed for 30 minutes post infusion.")
    L.append(f"Bloods taken pre-infusion: FBC, U&E, LFT, CRP{', drug level' if r.random() < 0.4 else ''}.")
    L.append("Clinical notes: " + " ".join(d["hpi"][:1]))
    L.append(f"Administered by: {c.S(c.nurse, 'full_cred')}   Checked by: {c.S(c.new_staff('rn'), 'full_cred')}")
    if r.random() < 0.35:
        bio = r.choice([("palm-vein scan", "PV"), ("fingerprint scan", "FP"), ("palm-vein scan", "PV-"), ("fingerprint scan", "FP-")])
        L.append(f"Identity confirmed: wristband and {bio[0]} (biometric ID {M('BIOID', bio[1] + c.digits(r.choice([6, 7, 8])))}).")
    if r.random() < 0.25:
        L.append(f"Parking concession issued for vehicle {M('VEHICLE', c.L.plate())} (valid for infusion days).")
    L.append(f"Patient given {r.choice(['next appointment card', 'alert card', 'advice leaflet'])}; {c.his} {r.choice(['daughter', 'husband', 'wife', 'friend'])} collected {c.him} at {r.randint(12, 17)}:{r.choice(['00', '15', '30', '45'])}.")
    if r.random() < 0.4:
        L.append(B.audit(c, c.nurse))
    return "\n".join(L)


# ------------------------------------------------------------------ transfusion reaction
def transfusion(c, d):
    r = c.r
    n1, n2 = c.checkers
    L = []
    L.append(M("HOSPITAL", c.hosp["name"].upper()))
    L.append(r.choice(["BLOOD TRANSFUSION LABORATORY", "Transfusion Medicine Service", "Hospital Transfusion Team"]))
    L.append(r.choice(["SUSPECTED TRANSFUSION REACTION - INVESTIGATION REPORT", "Adverse Transfusion Event Report", "Transfusion Reaction Workup"]))
    L.append(f"Report ref: {M('IDNUM', c.ch(['TR', 'ATR-', 'HV']) + c.digits(6))}    Date reported: {c.date(d['tx'])}")
    L.append("")
    L += _pt_block(c)
    L.append(f"Location: {M('HOSPITAL', c.ward)}, bed {M('LOCATION_OTHER', c.bed)}    Consultant: {c.S(c.cons, 'dr_full')}")
    L.append(f"Blood group: {r.choice(['O Pos', 'A Pos', 'B Neg', 'O Neg', 'AB Pos', 'A Neg'])}   Antibodies: {r.choice(['none detected', 'anti-K (historical)', 'none'])}")
    L.append("")
    rows = []
    for i, u in enumerate(c.units):
        rows.append([M("IDNUM", u), d["prod"].split(" (")[0], r.choice(["O Pos", "A Pos", "O Neg"]), f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}", "stopped" if i == 0 else "not spiked"])
    L.append(B.table(["Unit number", "Component", "Group", "Start", "Status"], rows))
    L.append("")
    L.append("Event:")
    L.append("\n".join(d["hpi"]))
    L.append("")
    L.append("Identity and bedside checks:")
    L.append(d["results"][0])
    L.append("")
    L.append("Laboratory investigation:")
    L += ["- " + x for x in d["results"][1:]]
    L.append("")
    L.append("Course:")
    L.append(" ".join(d["course"]))
    L.append("")
    L.append(f"Conclusion: {d['imp']}")
    L.append("Recommendations:")
    L += ["- " + x for x in d["plan"]]
    L.append("")
    L.append(f"Reviewed by: {c.S(c.cons, 'full_cred')}, {c.role}   {c.date(d['tx'] + dt.timedelta(days=r.randint(0, 3)))}")
    L.append(f"Lab scientist: {c.S(c.new_staff('rn'), 'full')}   Bench login {M('USERNAME', c.username(c.new_staff('rn')))}")
    return "\n".join(L)


# ------------------------------------------------------------------ sleep study report
def sleep_report(c, d):
    r = c.r
    s = c.study
    L = []
    L.append(M("HOSPITAL", c.hosp["name"]))
    L.append(d["dept"])
    L += B.hosp_addr(c, c.hosp)
    L.append(f"Tel {B.tel(c, c.hosp['phone'])}   Fax {B.fax(c, c.hosp['fax'])}")
    L.append("")
    L.append(r.choice(["SLEEP STUDY REPORT", "POLYSOMNOGRAPHY REPORT", "Home Sleep Study Report"]))
    L.append("")
    L += _pt_block(c)
    L.append(f"Referring doctor: {c.S(c.gp, 'dr_full')}, {M('HOSPITAL', c.practice['name'])}")
    L.append(f"Study date: {c.date(s['date'])}   Study ID: {M('IDNUM', s['sid'])}   Report date: {c.date(c.visit)}")
    L.append(f"Study type: {s['type']}")
    L.append(f"Equipment: {s['dev']}, serial {M('DEVICE', s['serial'])}" + (f"; bed {M('LOCATION_OTHER', str(r.randint(1, 6)))}" if "(type I)" in s["type"] or "Split" in s["type"] else ""))
    L.append(f"Scored by: {c.S(c.tech, 'full_cred')} (AASM scoring rules, 3% hypopnoea criterion)")
    L.append("")
    tst = r.randint(240, 460)
    rows = [["Total recording time", f"{tst + r.randint(10, 60)} min"], ["Total sleep time", f"{tst} min"],
            ["Sleep efficiency", f"{r.randint(60, 95)}%"], ["AHI", f"{s['ahi']} /h"], ["Supine AHI", f"{round(s['ahi'] * r.uniform(1.0, 2.0), 1)} /h"],
            ["ODI 3%", f"{round(s['ahi'] * r.uniform(0.7, 1.1), 1)} /h"], ["Nadir SpO2", f"{r.randint(68, 90)}%"],
            ["Mean SpO2", f"{r.randint(90, 96)}%"], ["Heart rate", f"{r.randint(48, 62)}-{r.randint(80, 110)} bpm, sinus"]]
    L.append(B.table(["Parameter", "Result"], rows))
    L.append("")
    L.append("Clinical summary: " + " ".join(d["hpi"]))
    L.append("")
    L.append(f"Interpretation: {d['imp']} Epworth {s['ess']}/24.")
    L.append("Recommendations:")
    L += ["- " + x for x in d["plan"]]
    L.append("")
    L.append(f"Reporting physician: {c.S(c.cons, r.choice(['dr_full', 'full_cred']))}" + (f"   {c.lic_str(c.cons)}" if c.cons.lic else ""))
    if r.random() < 0.5:
        L.append(B.esign(c, c.cons))
    return "\n".join(L)


# ------------------------------------------------------------------ endoscopy / cystoscopy report
def endoscopy(c, d):
    r = c.r
    p = c.proc
    L = []
    L.append(M("HOSPITAL", c.hosp["name"]))
    L.append(r.choice([d["dept"], d["dept"] + " - Procedure Report"]))
    L.append("")
    L.append(f"{p['kind'].upper()} REPORT")
    L.append("")
    L += _pt_block(c)
    L.append(f"Procedure date: {c.date(c.visit)}   Room: {M('LOCATION_OTHER', p['room'])}   Episode: {M('ACCOUNT', c.ids['acct'])}")
    L.append(f"Endoscopist: {c.S(c.cons, r.choice(['dr_full', 'full_cred']))}" + (f"   Trainee: {c.S(c.reg, 'dr_full')}" if r.random() < 0.4 else ""))
    L.append(f"Nurses: {c.S(c.nurse, 'full')}, {c.S(c.new_staff('rn'), 'full')}")
    L.append(f"Referring: {c.S(c.gp, 'dr_full')} ({M('HOSPITAL', c.practice['name'])})")
    L.append(f"Instrument: {p['scope']}   S/N {M('DEVICE', p['sn'])}")
    L.append("")
    L.append(f"Indication: {p['ind']}")
    L.append("")
    L.append("Pre-procedure checklist:")
    L.append(f"  ASA grade {r.choice(['I', 'II', 'II', 'III'])}; allergies: {common.allergy(c)}; "
             f"anticoagulants: {r.choice(['none', 'apixaban held 48 h', 'clopidogrel continued', 'warfarin stopped 5 days, INR 1.1 today'])}")
    L.append(f"  Diabetes: {r.choice(['no', 'yes - insulin adjusted per protocol', 'diet controlled'])}; escort arranged: {r.choice(['yes', 'yes', 'no - unsedated'])}")
    L.append(f"  WHO/time-out completed {r.randint(8, 16):02d}:{r.randint(0, 59):02d}, patient identity confirmed (name, DOB, wristband)")
    L.append(f"Consent: written, {r.choice(['risks of bleeding, perforation and missed lesions discussed', 'obtained by the endoscopist'])}")
    L.append(f"Sedation: {p['sed']}" + (f"   Comfort score: {r.randint(1, 4)}/5" if r.random() < 0.6 else ""))
    if p.get("prep"):
        L.append(f"Bowel preparation: {p['prep']}")
    if p.get("extent"):
        L.append(f"Extent: {p['extent']}" + (f"   Withdrawal time: {p['wd']}" if p.get("wd") else ""))
    L.append("")
    L.append("Findings:")
    L += [f"{i}. {f}" for i, f in enumerate(p["findings"], 1)]
    L.append("")
    L.append("Diagnosis: " + d["imp"])
    L.append("")
    if r.random() < 0.7:
        L.append(f"Post-procedure: observations stable in recovery; {r.choice(['tolerating fluids', 'mild bloating, settled', 'no abdominal pain'])}. "
                 f"{r.choice(['Photo-documentation stored in the endoscopy reporting system.', 'Images attached to report.', 'Findings discussed with patient before discharge.'])}")
        L.append("")
    L.append("Recommendations:")
    L += ["- " + x for x in d["plan"]]
    L.append("")
    if r.random() < 0.5:
        f = c.fam(r.choice(["wife", "husband", "daughter", "son", "friend"]))
        L.append(f"Discharged home in the care of {c.his} {f.rel} {c.F(f, 'full')} ({B.tel(c, mobile=True)}).")
    else:
        L.append("Discharged from recovery when criteria met.")
    L.append(B.esign(c, c.cons, c.visit))
    if r.random() < 0.35:
        L.append(B.audit(c, c.cons))
    return "\n".join(L)


# ------------------------------------------------------------------ paracentesis
def paracentesis(c, d):
    r = c.r
    L = []
    L.append(f"{M('HOSPITAL', c.hosp['name'])} - {d['dept']}")
    L.append(r.choice(["PROCEDURE NOTE: Large-volume paracentesis", "Therapeutic Paracentesis - Day Case", "Ascitic Drain Procedure Note"]))
    L.append("")
    L += _pt_block(c)
    unit = c.ch(["Liver Day Unit", "Ambulatory Care Unit", "Hazel Day Unit", "Gastro Day Unit"])
    L.append(f"Date: {c.date(c.visit)}   Location: {M('HOSPITAL', unit)}, trolley {M('LOCATION_OTHER', str(r.randint(1, 12)))}")
    L.append(f"Operator: {c.S(c.reg, 'dr_full')}   Supervisor: {c.S(c.cons, 'dr_last')}   Nurse: {c.S(c.nurse, 'full')}")
    L.append("")
    L.append("Indication: tense ascites, " + r.choice(["diuretic-refractory", "diuretic-intolerant (hyponatraemia)", "symptomatic breathlessness"]) + ".")
    L.append(f"Previous paracentesis: {c.date(c.past(10, 30))}, {round(r.uniform(4, 12), 1)} L.")
    L.append(f"Pre-procedure: INR {round(r.uniform(1.1, 2.2), 1)}, platelets {r.randint(40, 180)}. Ultrasound-marked LIF. Consent obtained.")
    vol = round(r.uniform(3, 12), 1)
    L.append(f"Procedure: 1% lidocaine, Bonanno catheter inserted first pass; straw-coloured fluid; {vol} L drained over {r.randint(3, 6)} h.".replace("Bonanno catheter", "8 Fr drainage catheter"))
    L.append(f"Albumin: 20% HAS {int(vol * 8 // 100 * 100) if vol * 8 >= 100 else 100} mL given.")
    L.append(f"Samples: cell count, MC&S, albumin ({M('IDNUM', c.accession('lab'))}); neutrophils {r.randint(10, 240)}/mm3.")
    L.append("Complications: none. Drain removed, stoma bag over site.")
    L.append("")
    L.append("Plan:")
    L += ["- " + x for x in d["plan"][:3]]
    L.append(f"- Next paracentesis booked {c.date(c.future(10, 21))}.")
    L.append("")
    L.append(B.esign(c, c.reg))
    return "\n".join(L)


SPECIAL = {"stroke_proforma": stroke_proforma, "infusion": infusion, "transfusion": transfusion,
           "sleep_report": sleep_report, "endoscopy": endoscopy, "paracentesis": paracentesis}
