"""Note genres for dev69_en: hospital inpatient and acute care. Each returns (marked_text, layout)."""
import pools as P
import clin
from core import M, fmt_date
from blocks import (pref, dr, nurse, rel_ref, banner, header_kv, social, family_hx, contact_line, med_list, registration,
                    lab_table, sig, dictation, cc_block)


def _j(*parts):
    return "\n".join(p for p in parts if p is not None)


def _problem(c):
    return c.R.choice(clin.PROBLEMS)


# --------------------------------------------------------------------------- admission H&P
def g_hp(c):
    R, p = c.R, c.pt
    att, res = c.st("att"), c.st("res")
    dx, icd = _problem(c)
    layout = R.choice(["kv-header+headed", "banner+headed", "headed-caps"])
    ref = pref(c, allow_none=False)
    hpi = (f"{ref} is a {c.age_s()} {R.choice(['male', 'gentleman', 'man'] if p.sex == 'M' else ['female', 'lady', 'woman'])} "
           f"with {', '.join(R.sample(clin.PMH, 3))} who presents with {R.randint(2, 6)} days of "
           f"{R.choice(['worsening dyspnea', 'fevers and rigors', 'melena', 'RUQ pain', 'confusion', 'L leg swelling and redness'])}. ")
    hpi += R.choice([
        f"Was seen at {M('HOSPITAL', R.choice([c.outside, c.facility]))} on {c.d(-R.randint(2, 5))} and started on oral abx without improvement. ",
        f"Pt states symptoms began after returning from {M('COUNTRY', c.country)} on {c.d(-R.randint(6, 14))}. ",
        f"History obtained from pt and {rel_ref(c, c.relative(0), with_phone=False)} at bedside. ",
        f"Per EMS, found by neighbour {c.relative(1).full()} on the kitchen floor at {c.time()}. ",
    ])
    hpi += R.choice([f"Last admission {c.past(1, 3, 'mon_year')} at {c.H2()} for similar sx.",
                     f"Echo {c.d(-R.randint(60, 400), 'md' if not c.uk else 'uk_dm')} showed EF {R.randint(20, 60)}%.",
                     f"Troponin rose from 0.04 to {round(R.uniform(0.1, 3.0), 2)}.",
                     f"We will hope to avoid intubation; pt tiring on {R.choice(['BiPAP', 'HFNC'])}."])
    if R.random() < 0.4:
        hpi += f" {p.given()} {R.choice(['prefers', 'likes to be called'])} \"{p.nickname()}\"."
    H = (lambda s: s.upper()) if layout == "headed-caps" else (lambda s: s)
    top = header_kv(c) if layout.startswith("kv") else banner(c) + "\n\n" + header_kv(c)
    title = R.choice(["ADMISSION HISTORY AND PHYSICAL", "History & Physical", "H&P - Hospital Medicine"]) if not c.uk else R.choice(["MEDICAL CLERKING", "Admission Clerking - Acute Medical Unit"])
    interp = ""
    if R.random() < 0.3:
        it = c.st("interp", "interpreter")
        interp = f"\n{c.lang} interpreter {it.m(it.first + ' ' + it.last)} (ID #{M('IDNUM', R.randint(10000, 99999))}) used for entire encounter."
    reg = registration(c) if R.random() < 0.3 else None
    body = _j(
        title, top, reg, "",
        H("Chief Complaint: ") + R.choice(["SOB", "fever", "abd pain", "fall", "chest pain", "AMS"]),
        H("HPI: ") + hpi + interp, "",
        H("PMH: ") + "; ".join(R.sample(clin.PMH, R.randint(3, 6))),
        H("PSH: ") + f"{R.choice(clin.SURGERIES)} ({c.past(2, 30, 'year')}), {R.choice(clin.SURGERIES)} at {M('HOSPITAL', c.hosp2[R.choice([0, 2])])} {c.past(1, 10, 'year')}",
        H("Allergies: ") + R.choice(clin.ALLERGIES),
        H("Home meds:"), med_list(c),
        H("Social: ") + social(c),
        H("Family: ") + family_hx(c),
        contact_line(c), "",
        H("Exam:"), clin.vitals(R, c.uk), *clin.exam(R), "",
        H("Labs ") + f"({c.d(0, 'md' if not c.uk else 'uk_dm')}): " + clin.labs_line(R) + "; " + clin.cbc_line(R),
        f"CXR: {R.choice(['RLL consolidation', 'bilateral pleural effusions, cephalization', 'no acute process'])}. ECG: {R.choice(['sinus tach 112', 'AF w RVR 140s', 'NSR, TWI V4-V6'])}.", "",
        H("Assessment/Plan:"),
        f"{c.age_s('yF')} with {dx} ({icd}).",
        *[f"# {x}" for x in clin.plan_items(R)], "",
        sig(c, att if R.random() < 0.6 else res),
    )
    return body, layout


# --------------------------------------------------------------------------- progress note
def g_progress(c):
    R, p = c.R, c.pt
    att = c.st("att")
    hd = R.randint(2, 9)
    dx, icd = _problem(c)
    layout = R.choice(["soap+lab-table", "soap+lab-table", "brief-soap", "lower-quick"])
    lines = [
        R.choice(["PROGRESS NOTE", "Hospital Medicine Progress Note", "Daily Progress Note - HD#" + str(hd), "Ward round entry"]),
        f"{R.choice(['Date', 'DOS', 'Date of service'])}: {c.d(hd, c.main_style)} {c.time()}",
        f"{p.caps_lfm() if R.random() < 0.5 else p.full()}  MRN {c.mrn()}  {c.roomb()}",
    ]
    if R.random() < 0.5:
        lines.append(f"Admitted {c.d(0)} for {dx}. Hospital day {hd}.")
    lines += ["",
              "S: " + R.choice([f"{pref(c)} reports breathing better, slept ok. {c.relative(0).rel.capitalize()} {c.relative(0).given()} visited overnight.",
                                f"Overnight: RRT called at {c.time()} for HR 150s, given diltiazem. {pref(c)} now feels \"fine\".",
                                f"No acute events. {pref(c)} asking when he/she can go home to {M('CITY', c.city)}.",
                                f"Pain controlled. Tolerating diet. Spoke with {rel_ref(c, c.relative(0))} re: plan."]),
              "O: " + clin.vitals(R, c.uk),
              f"I/O {R.randint(800, 2600)}/{R.randint(600, 3800)} mL, UOP {R.randint(15, 120)} mL/h",
              *clin.exam(R)[:R.randint(3, 6)], ""]
    if layout != "brief-soap":
        span = sorted(R.sample(range(0, hd + 1), min(3, hd + 1)))
        lines += ["Labs:", lab_table(c, span), ""]
    else:
        lines += ["Labs: " + clin.labs_line(R), ""]
    lines += [f"Micro: blood cx {c.d(0, 'md' if not c.uk else 'uk_dm')} {R.choice(['NGTD', 'GPC in clusters', 'E. coli pan-S'])}; urine cx {R.choice(['>100k E coli', 'mixed flora', 'pending'])}"]
    if R.random() < 0.3:
        lines.append(f"Imaging: CT A/P {c.d(hd - 1, 'md' if not c.uk else 'uk_dm')} - {R.choice(['no abscess', 'interval improvement', 'new small effusion'])}")
    lines += ["", "A/P: " + f"{c.age_s()} {p.sex} with {dx}, HD {hd}.", *[f"- {x}" for x in clin.plan_items(R)]]
    if R.random() < 0.4:
        rd = c.st("res", "MD")
        lines.append(f"Discussed with {R.choice(['resident', 'PGY-2', 'intern', 'SHO', 'FY1'])} {rd.dr()} and {nurse(c, c.st('rn'))}.")
    if R.random() < 0.3:
        lines.append(f"Anticipated d/c {c.d(hd + R.randint(1, 3), 'wd_md' if not c.uk else 'uk_wd')} to {M('HOSPITAL', c.facility)}.")
    lines += ["", sig(c, att, when=hd)]
    t = _j(*lines)
    if layout == "lower-quick":
        t = t.lower()
    return t, layout


# --------------------------------------------------------------------------- discharge summary
def g_discharge(c):
    R, p = c.R, c.pt
    att = c.st("att")
    los = R.randint(2, 14)
    dx, icd = _problem(c)
    dx2, icd2 = _problem(c)
    layout = R.choice(["headed+dictation", "headed+esig", "headed+cc", "kv-header+narrative"])
    f = c.relative(0)
    course = (f"{pref(c, False)} is a {c.age_s(R.choice(['yo', 'year', 'slash']))} {R.choice([p.sex, 'pt', 'male' if p.sex == 'M' else 'female'])} admitted {c.d(0)} with {dx}. "
              f"{R.choice(['Treated with IV abx and transitioned to PO on', 'Diuresed ~6 L, creatinine peaked on', 'Underwent EGD with clipping of a Dieulafoy lesion on', 'Went to OR for lap chole on'])} "
              f"{c.d(R.randint(1, max(1, los - 1)))}. ")
    course += R.choice([
        f"Course complicated by delirium; {f.rel} {f.given()} stayed overnight which helped. ",
        f"Cardiology ({c.st('cons').dr()}) saw pt and recommended outpatient stress test. ",
        f"Transferred to ICU {c.d(1, 'md' if not c.uk else 'uk_dm')}-{c.d(3, 'md' if not c.uk else 'uk_dm')} for pressor support. ",
        "Hemoglobin remained stable x48h. ",
    ])
    if R.random() < 0.3:
        course += f"Dual-chamber pacemaker placed (generator SN {c.serial()}, RA lead {c.serial()}). "
    fu = [
        f"{c.st('pcp').dr()} ({M('HOSPITAL', c.outside)}) in 1 week - {c.d(los + R.randint(5, 9), 'long_wd' if not c.uk else 'uk_wd_long')} at {c.time()}, {c.phone()}",
        f"{R.choice(['Cardiology', 'Nephrology', 'GI', 'Surgery'])} clinic, {c.H2()}, {c.address(c.hcity)}, on {c.d(los + R.randint(10, 30))}",
    ]
    if R.random() < 0.5:
        fu.append(f"Home health: {M('ORGANIZATION', R.choice(P.OTHER_ORGS))}, start {c.d(los + 1)}, RN visits 2x/wk")
    lines = [
        R.choice(["DISCHARGE SUMMARY", "Discharge Summary", "Hospital Course / Discharge Summary"]) if not c.uk else "DISCHARGE SUMMARY / TTO",
        header_kv(c, extra=[("Discharge date", c.d(los, c.main_style))]) if layout.startswith("kv") or R.random() < 0.5 else
        f"Pt: {p.last_first()}   DOB {c.dob_s()}   MRN {c.mrn()}\nAdmitted: {c.d(0, c.main_style)}   Discharged: {c.d(los, c.main_style)}   LOS {los} d",
        "",
        f"Principal diagnosis: {dx} ({icd})",
        f"Secondary: {dx2}, {', '.join(R.sample(clin.PMH, 2))}",
        "",
        "HOSPITAL COURSE:", course, "",
        "Discharge meds:", med_list(c), "",
        f"Discharge condition: {R.choice(['stable', 'improved', 'fair'])}. Disposition: {R.choice(['home', 'home with services', 'SNF'])}" +
        (f" ({M('HOSPITAL', c.facility)})" if R.random() < 0.4 else "") + ".",
        f"Prescriptions sent to {M('HOSPITAL', R.choice(P.PHARMACIES))}, {c.street()}, ph {c.phone()}." if R.random() < 0.6 else None,
        "",
        "Follow-up:", *[f"- {x}" for x in fu],
        f"Pending at discharge: {R.choice(['final blood cx', 'path from EGD bx', 'HbA1c', 'TTE read'])} - results to {c.st('pcp').dr()}.",
        f"Patient instructions available at {c.url()}" if R.random() < 0.35 else None,
        "",
    ]
    if "dictation" in layout:
        lines += [f"{att.drfull()}, {att.cred}", dictation(c, att, when=los)]
    else:
        lines.append(sig(c, att, when=los))
    if "cc" in layout or R.random() < 0.4:
        lines += ["", cc_block(c)]
    return _j(*lines), layout


# --------------------------------------------------------------------------- consult
def g_consult(c):
    R, p = c.R, c.pt
    cons, req = c.st("cons"), c.st("att")
    svc = R.choice(["Cardiology", "Nephrology", "Infectious Disease", "Palliative Care", "Psychiatry", "Neurology", "General Surgery", "Geriatrics"])
    layout = R.choice(["consult-headed", "consult-letter", "consult-brief"])
    reason = R.choice(["AKI on CKD", "new AF", "bacteremia", "goals of care", "capacity eval", "syncope work-up", "abd pain r/o ischemia", "delirium"])
    if layout == "consult-letter":
        lines = [
            banner(c), "", c.d(R.randint(0, 3), "long" if not c.uk else "uk_long"), "",
            f"Dear {req.dr()},", "",
            f"Thank you for asking us to see {p.tlast()} ({c.dob_s()}, MRN {c.mrn()}) on {c.roomb()} regarding {reason}.",
            f"{p.given()} is a {c.age_s()} {R.choice(['retired', 'working'])} {M('PROFESSION', c.prof.replace('retired ', ''))} with {', '.join(R.sample(clin.PMH, 3))}.",
            f"{R.choice(['On review', 'On examination'])}: {clin.vitals(R, c.uk)}. {'; '.join(clin.exam(R)[:3])}.",
            f"Impression: {R.choice(clin.PROBLEMS)[0]}.",
            "Recommendations:", *[f"{i + 1}. {x}" for i, x in enumerate(clin.plan_items(R))],
            f"We will continue to follow. Please page {c.pager()} with questions.", "",
            "Yours sincerely,", "", f"{cons.drfull()}", f"{R.choice(['Consultant', 'Attending'])}, {svc}",
            f"{'GMC' if c.uk else 'NPI'} {c.lic() if c.uk else c.npi()}",
            "", cc_block(c),
        ]
        return _j(*lines), layout
    lines = [
        f"{svc.upper()} CONSULT NOTE" if R.random() < 0.5 else f"{svc} Consultation",
        f"Requesting: {dr(c, req)}   Consultant: {dr(c, cons)}",
        f"Pt: {p.full()}  {c.age_s('yF')}  MRN: {c.mrn()}  Loc: {c.roomb()}",
        f"Date: {c.d(R.randint(0, 3))}",
        f"Reason: {reason}", "",
        "HPI: " + f"{pref(c)} {R.choice(['admitted', 'brought in'])} {c.d(0, 'wd_md' if not c.uk else 'uk_wd')} with {R.choice(clin.PROBLEMS)[0]}. "
        + R.choice([f"Baseline Cr 1.1 ({c.d(-R.randint(30, 200), 'mon_year')}). ", f"Prior TTE at {c.H2()} {c.past(1, 4)}. ",
                    f"Collateral from {rel_ref(c, c.relative(0))}. ", "No prior records available. "]),
        "PMH: " + ", ".join(R.sample(clin.PMH, 4)),
        "Meds reviewed.", clin.vitals(R, c.uk), *clin.exam(R)[:4],
        "Data: " + clin.labs_line(R), "",
        "Impression/Recs:", *[f"- {x}" for x in clin.plan_items(R)],
    ]
    if svc == "Palliative Care" or R.random() < 0.25:
        f = c.relative(0)
        lines.append(f"Family meeting held {c.d(R.randint(1, 4), 'wd_md' if not c.uk else 'uk_wd')} with {f.rel} {f.full()} and {c.relative(1).rel} {c.relative(1).given()}; "
                     f"chaplain {c.st('chap', 'chaplain').m(c.st('chap').first + ' ' + c.st('chap').last)} present.")
    lines += ["", f"Discussed with primary team ({req.dr()}). Will follow.",
              f"{cons.withcred()} - {svc}, pgr {c.pager()}" if R.random() < 0.6 else sig(c, cons)]
    if R.random() < 0.3:
        lines.append(f"Time spent: 70 min, >50% counseling. Note written by scribe {c.st('scribe', 'scribe').full()} in presence of {cons.dr()}.")
    return _j(*lines), layout


# --------------------------------------------------------------------------- operative note
def g_op(c):
    R, p = c.R, c.pt
    surg, asst, anes = c.st("surg"), c.st("asst"), c.st("anes")
    DESC = {
        "chole": "Hasson trocar at umbilicus, pneumoperitoneum to 15 mmHg. Critical view of safety obtained. Cystic duct and artery clipped and divided; gallbladder removed in Endocatch bag.",
        "bowel": "Midline laparotomy. Transition point identified in distal ileum with 20 cm dusky segment; resected with GIA stapler, side-to-side stapled anastomosis. Fascia closed with looped PDS.",
        "hip": "Posterolateral approach. Femoral neck cut, head removed. Acetabulum reamed to 52 mm, shell impacted. Stem broached and seated. Trial reduction stable, leg lengths equal.",
        "appy": "Three-port technique. Inflamed non-perforated appendix; mesoappendix divided with LigaSure, base stapled. Irrigation of RLQ.",
        "pacer": "Left subclavian access under fluoroscopy. Leads positioned RA appendage and RV septum; R waves 11 mV, thresholds 0.6 V. Generator placed in prepectoral pocket.",
        "radius": "Volar Henry approach. Fracture reduced under fluoroscopy, volar locking plate applied with distal locking screws. Pronator quadratus repaired.",
        "hartmann": "Lower midline laparotomy. Purulent peritonitis with perforated sigmoid. Sigmoid resected, rectal stump stapled, end colostomy LLQ. Washout 6 L.",
        "cea": "Longitudinal neck incision along SCM. Shunt placed, endarterectomy of ICA, Dacron patch angioplasty. Doppler signals good.",
    }
    proc = R.choice([
        ("Laparoscopic cholecystectomy", "acute cholecystitis", "chole", "gallbladder"),
        ("Exploratory laparotomy, small bowel resection", "SBO with ischemic segment", "bowel", "small bowel segment"),
        ("Left total hip arthroplasty", "displaced femoral neck fracture", "hip", "femoral head"),
        ("Laparoscopic appendectomy", "acute appendicitis", "appy", "appendix"),
        ("Dual-chamber pacemaker implantation", "complete heart block", "pacer", None),
        ("ORIF right distal radius", "comminuted distal radius fracture", "radius", None),
        ("Hartmann's procedure", "perforated sigmoid diverticulitis", "hartmann", "sigmoid colon"),
        ("Right carotid endarterectomy", "symptomatic carotid stenosis", "cea", "carotid plaque"),
    ])
    layout = R.choice(["op-note-headed", "op-note-dictated", "op-note-caps"])
    od = R.randint(0, 3)
    surgt = "Mr" if c.uk and R.random() < 0.6 else R.choice(["Dr.", "Dr"])
    implants = []
    if proc[2] in ("hip", "radius"):
        parts = ['Femoral stem', 'Acetabular shell', 'Femoral head 32 mm'] if proc[2] == "hip" else ['Volar locking plate', 'Locking screw x6']
        implants = [f"{part}: {R.choice(['Corvane', 'Stratos', 'Kellin'])} size {R.randint(2, 14)}, "
                    f"LOT {c.lot()}, SN {c.serial()}" for part in parts]
    if proc[2] == "pacer":
        implants = [f"Generator: Medtronic Azure XT DR, SN {c.serial()}", f"RA lead SN {c.serial()}; RV lead SN {c.serial()}",
                    f"Remote monitoring: {M('URL', 'https://carelink.example.com/clinic/' + str(R.randint(1000, 9999)))}"]
    lines = [
        "OPERATIVE REPORT" if layout != "op-note-caps" else "OPERATIVE REPORT - " + M("HOSPITAL", c.hosp[0].upper()),
        f"Patient: {p.caps_lfm()}    MRN: {c.mrn()}    DOB: {c.dob_s()}",
        f"Date of surgery: {c.d(od, c.main_style)}",
        f"Surgeon: {surgt} {surg.m(surg.first + ' ' + surg.last)}" + (", FRCS" if c.uk else ", MD"),
        f"Assistant: {R.choice([asst.drfull(), asst.withcred(), asst.m(asst.first + ' ' + asst.last) + ', PA-C'])}",
        f"Anesthesia: {R.choice(['GA/ETT', 'GA/LMA', 'spinal', 'MAC'])} - {anes.dr()}",
        f"Scrub: {c.st('scrub', 'ST').full()}; Circulator: {nurse(c, c.st('circ'))}",
        "", f"Preoperative diagnosis: {proc[1]}", f"Postoperative diagnosis: same", f"Procedure: {proc[0]}",
        f"EBL: {R.randint(10, 900)} mL. Fluids: {R.randint(800, 3500)} mL LR. UOP {R.randint(50, 900)} mL (Foley).",
        "Specimens: " + (f"{proc[3]} to pathology, specimen # {c.acc('S')}" if proc[3] else "none"),
        "Drains: " + ("none" if proc[2] in ("pacer", "radius", "appy") else R.choice(["none", "19 Fr Blake to bulb", "JP x1"])),
        "Complications: none apparent.",
    ]
    if implants:
        lines += ["Implants:", *[f"  {x}" for x in implants]]
    lines += [
        "", "Indications: " + f"{c.age_s()} {('M' if p.sex == 'M' else 'F')} with {proc[1]}. Risks incl. bleeding, infection, DVT, conversion to open discussed; "
        f"consent signed by {R.choice(['pt', f'{c.relative(0).rel} ' + c.relative(0).full() + ' (HCP)'])}.",
        "", "Description: Pt identified in holding by name, DOB and wristband; time-out performed at " + c.time() + ". "
        "Placed supine, prepped and draped in sterile fashion. " + DESC[proc[2]] + " Counts correct x2. Pt to PACU " + R.choice(["extubated, stable.", "in stable condition.", "awake, stable."]),
        "",
        f"{surg.drfull()} was present and scrubbed for the entire procedure.",
    ]
    if layout == "op-note-dictated":
        lines.append(dictation(c, surg, when=od))
    else:
        lines.append(sig(c, surg, when=od))
    t = _j(*lines)
    return t, layout


# --------------------------------------------------------------------------- bedside procedure
def g_procedure(c):
    R, p = c.R, c.pt
    op = c.st("proc")
    pname, pind, pbody, ppre = R.choice([
        ("Right IJ central venous catheter", "pressor access",
         "US-guided; vessel compressible, wire visualized in vessel. Triple-lumen placed via Seldinger, 16 cm at skin. CXR: tip at cavoatrial junction, no PTX.", None),
        ("Lumbar puncture", "r/o meningitis",
         f"L3-L4 interspace, 20G spinal needle, OP {R.randint(8, 32)} cm H2O. Clear CSF, 4 tubes sent (cell count, gluc/prot, gram stain/cx, HSV PCR).", "CSF"),
        ("Left thoracentesis", "symptomatic effusion",
         f"US-marked 8th ICS posterior axillary line. {R.randint(600, 1800)} mL straw-coloured fluid removed. Sent for LDH, protein, cell count, cytology, cx. Post-procedure CXR no PTX.", "PF"),
        ("Paracentesis", "diagnostic/therapeutic, r/o SBP",
         f"LLQ, US-guided. {R.randint(2, 6)} L cloudy fluid removed, 25% albumin given. Cell count, SAAG, cx sent.", "AF"),
        ("Arterial line, L radial", "BP monitoring on pressors",
         "Allen test normal. 20G catheter placed via modified Seldinger, good waveform, sutured and dressed.", None),
        ("Flexible bronchoscopy with BAL", "infiltrate in immunocompromised host",
         "Scope via ETT. Airways normal to subsegmental level. BAL RML 120 mL in / 45 mL return.", "BAL"),
        ("Bone marrow biopsy", "pancytopenia",
         "Posterior iliac crest, Jamshidi needle. Aspirate and 1.8 cm core obtained. Pressure dressing.", "BM"),
        ("Tunneled dialysis catheter", "AKI requiring HD",
         "R IJ, US-guided, tunneled 19 cm cuff-to-tip catheter placed under fluoro, tip in RA. Both lumens flush and aspirate.", None),
    ])
    layout = R.choice(["procedure-headed", "procedure-narrative", "procedure-lower"])
    sup = c.st("att")
    lines = [
        f"PROCEDURE NOTE: {pname}",
        f"{p.full()} | {c.mrn()} | {c.roomb()} | {c.d(R.randint(0, 4), c.main_style)} {c.time()}",
        f"Operator: {dr(c, op)}{R.choice([' (PGY-3)', ' (fellow)', ''])}; supervising: {sup.dr()}",
        f"Consent: obtained from {R.choice(['patient', c.relative(0).rel + ' ' + c.relative(0).full() + ' by phone ' + c.phone()])}; risks/benefits/alternatives discussed.",
        f"Indication: {pind}.",
        "Time-out performed. Sterile prep with chlorhexidine, full barrier precautions. 1% lidocaine local.",
        pbody,
        f"Specimens: {c.acc(ppre)}" + (f", {c.acc()}" if R.random() < 0.4 else "") if ppre else "Specimens: none",
        f"EBL minimal. No complications. Pt tolerated well.",
    ]
    if "catheter" in pname.lower() or "line" in pname.lower():
        lines.append(f"Catheter lot {c.lot()}; US machine ID {c.serial()}.")
    if R.random() < 0.3:
        lines.append(f"Assisted by {nurse(c, c.st('rn'))}.")
    if R.random() < 0.5:
        f = c.relative(0)
        lines.append(f"Post-procedure: {f.rel} {f.given()} updated at bedside; {pref(c, mid=True)} to remain flat 1h, neuro checks q15 min x4.")
    lines.append(f"-- {op.m(op.first + ' ' + op.last)}, {R.choice(['MD', 'DO', 'MBBS'])}" + (f", {op.username(R)}" if R.random() < 0.3 else ""))
    lines.append(f"Billing: CPT {R.choice(['36556', '62270', '32555', '49083', '36620', '31624', '38221'])}; Acct {c.acct()}; Enc {c.csn()}" if R.random() < 0.5 else None)
    t = _j(*lines)
    if R.random() < 0.4:
        t = header_kv(c) + "\n\n" + t if "lower" not in layout else t
    if layout == "procedure-lower":
        t = t.lower()
    return t, layout


# --------------------------------------------------------------------------- anaesthesia record
def g_anaes(c):
    R, p = c.R, c.pt
    anes, crna = c.st("anes"), c.st("crna", "CRNA")
    layout = R.choice(["anaesthesia-record-table", "anaesthesia-preop-kv"])
    od = R.randint(0, 2)
    wt = R.randint(46, 148)
    ht = R.randint(150, 192)
    tt = c.seq_times(14, (4, 25))
    method = R.choice([("palm-vein scan", "palm"), ("fingerprint", "finger"), ("iris scan", "iris"), ("wristband + verbal", None)])
    lines = [
        R.choice(["ANESTHESIA RECORD", "Anaesthetic Record", "Pre-Anesthesia Evaluation / Intraop Record"]),
        f"{M('HOSPITAL', c.hosp[2])} - {R.choice(['Main OR', 'Theatre', 'OR'])} {M('LOCATION_OTHER', str(R.randint(1, 14)))}",
        f"Patient: {R.choice([p.caps_lfm, p.last_first])()}   MRN {c.mrn()}   DOB {c.dob_s()}   Age {M('AGE', c.age)}   Sex {p.sex}",
        f"Date: {c.d(od, c.main_style)}   In room {tt[0]}   Induction {tt[1]}   Incision {tt[3]}   Out {tt[-1]}",
        f"Anesthesiologist: {anes.drfull()}   {'ODP' if c.uk else 'CRNA'}: {crna.m(crna.first + ' ' + crna.last)}" +
        (f"   SRNA: {c.st('srna', 'SRNA').full()}" if R.random() < 0.3 else ""),
        f"Procedure: {R.choice(['lap chole', 'TKA R', 'ex-lap', 'cysto/TURBT', 'ORIF hip', 'EGD/colonoscopy'])}   Surgeon: {c.st('surg').dr()}",
        "",
        f"Wt {wt} kg  Ht {ht} cm  BMI {wt / (ht / 100) ** 2:.1f}  ASA {R.choice(['II', 'III', 'III', 'IV', 'IV E'])}",
        f"Airway: Mallampati {R.choice(['I', 'II', 'III', 'IV'])}, TMD >3 FB, MO nl, {R.choice(['full dentition', 'upper denture', 'poor dentition'])}",
        f"NPO since midnight. Allergies: {R.choice(clin.ALLERGIES)}. Hx PONV: {R.choice(['Y', 'N'])}.",
        f"Consent signed {c.d(od, 'md' if not c.uk else 'uk_dm')}; pt identity confirmed via {method[0]}" +
        (f" (biometric ID {c.bioid(method[1])})" if method[1] else "") + ".",
        "",
        f"{'Time':<8}{'Drug':<22}{'Dose':<12}",
    ]
    for k, (drug, dose) in enumerate(R.sample([("propofol", "150 mg"), ("fentanyl", "100 mcg"), ("rocuronium", "50 mg"), ("cefazolin", "2 g"),
                                ("dexamethasone", "4 mg"), ("ondansetron", "4 mg"), ("phenylephrine", "100 mcg x3"), ("sugammadex", "200 mg"),
                                ("midazolam", "2 mg"), ("ketamine", "30 mg"), ("hydromorphone", "0.4 mg")], R.randint(5, 9))):
        lines.append(f"{tt[min(k + 1, 12)]:<8}{drug:<22}{dose:<12}")
    lines += [
        "",
        f"Airway: {R.choice(['MAC 3, grade I view, 7.0 ETT @ 22 cm', 'LMA #4, easy', 'VL (C-MAC) grade IIa, 7.5 ETT'])}",
        f"Lines: PIV x2{R.choice(['', ', L radial A-line', ', R IJ TLC'])}. Monitors: std ASA, BIS, TOF.",
        f"Anesthesia machine {c.serial()} checked; infusion pump SN {c.serial()}; monitor IP {c.ip()}.",
        f"EBL {R.randint(5, 800)} mL, UOP {R.randint(0, 600)} mL, crystalloid {R.randint(500, 3000)} mL.",
        f"Handover to PACU {nurse(c, c.st('pacu'))} at {tt[-1]}; Aldrete {R.randint(7, 10)}.",
        "",
        anes.withcred(),
        f"DEA {c.dea()}" if not c.uk and R.random() < 0.5 else (f"GMC No. {c.lic()}" if c.uk else f"NPI {c.npi()}"),
        f"Record locked by {anes.username(R)} {c.d(od, 'iso')} {tt[-1]}",
    ]
    return _j(*lines), layout


# --------------------------------------------------------------------------- nursing
def g_nursing(c):
    R, p = c.R, c.pt
    rn, rn2 = c.st("rn", "RN"), c.st("rn2", "RN")
    layout = R.choice(["sbar-handover", "shift-narrative", "shift-narrative-lower", "sbar-lower"])
    shift = R.choice(["0700-1900", "1900-0700", "days", "nights", "LD", "N"])
    f = c.relative(0)
    day = R.randint(0, 6)
    if R.random() < 0.3:
        return _handover_sheet(c), "handover-sheet-table"
    if layout.startswith("sbar"):
        lines = [
            f"Nursing handover {c.d(day, 'md' if not c.uk else 'uk_dm')} {shift} - {c.roomb()}",
            f"S: {p.full() if R.random() < 0.5 else p.tlast()}, {c.age_s(R.choice(['yF', 'yo', 'nospace']))}, {R.choice(clin.PROBLEMS)[0]}. {R.choice(['Full code', 'DNACPR in place', 'DNR/DNI'])}.",
            f"B: adm {c.d(0, 'md' if not c.uk else 'uk_dm')} via ED. PMH {', '.join(R.sample(clin.PMH, 3))}. Allergies {R.choice(clin.ALLERGIES)}. Lives w {f.rel} {f.given()}.",
            f"A: {clin.vitals(R, c.uk)}. A&O x{R.randint(1, 4)}. {R.choice(['Foley in situ, UOP adequate', 'voiding freely', 'PureWick'])}. "
            f"{R.choice(['Skin intact', 'Stage 2 sacral PI, mepilex applied', 'Braden 14'])}. Pain {R.randint(0, 8)}/10.",
            f"R: {R.choice(['repeat K at 2200', 'chase CT result', 'NPO from midnight for IR', 'falls risk - bed alarm on', 'obs 2-hourly'])}. "
            f"{f.rel.capitalize()} {f.given()} to call back on {c.phone()} re: discharge planning.",
            f"Handed over to {nurse(c, rn2)} by {nurse(c, rn)}.",
        ]
    else:
        ev = [
            f"{c.time()} - pt resting, {clin.vitals(R, c.uk)}.",
            f"{c.time()} - {R.choice(['c/o nausea, ondansetron 4 mg IV given w/ effect', 'pulled out PIV, resited L forearm 20G', 'BG 62, juice given, recheck 118', 'agitated, redirected, sitter requested'])}.",
            f"{c.time()} - {c.st('res').dr()} paged ({c.pager()}) re: {R.choice(['SBP 88', 'UOP <30 mL/h x2h', 'new confusion', 'temp 38.9'])}; orders received.",
            f"{c.time()} - {f.rel} {f.full()} called ({c.phone()}), updated on condition{', pt consent on file' if R.random() < 0.5 else ''}.",
            f"{c.time()} - visitor {c.relative(1).given()} ({c.relative(1).rel}) at bedside until {c.time()}.",
            f"{c.time()} - turned q2h, heels offloaded. Will continue to monitor.",
        ]
        R.shuffle(ev)
        lines = [
            f"RN Shift Note ({shift}) - {c.d(day, c.main_style)}",
            f"{p.last_first()} / {c.mrn()} / {c.roomb()}",
            *ev[:R.randint(3, 6)],
            f"Pt belongings: phone, glasses, hearing aids; valuables sent home with {f.rel}." if R.random() < 0.3 else None,
            "",
            f"{nurse(c, rn)} {c.time()}" + (f" (login {rn.username(R)})" if R.random() < 0.4 else ""),
        ]
    if R.random() < 0.25:
        lines.append(f"Charge nurse: {c.st('charge', 'RN').full()}, tel {c.phone()}")
    t = _j(*lines)
    if "lower" in layout:
        t = t.lower()
    return t, layout


def _handover_sheet(c):
    from core import Person
    R = c.R
    day = R.randint(0, 6)
    shift = R.choice(["Day", "Night", "Twilight"])
    lines = [f"{M('HOSPITAL', c.ward)} - {shift} handover - {c.d(day, c.main_style)}",
             f"Nurse in charge: {c.st('charge').full()}   Bleep/ext: {c.pager()}", "",
             f"{'Bed':<5}{'Patient':<30}{'Age':<6}{'Hosp No' if c.uk else 'MRN':<12}Issues"]
    beds = sorted(R.sample(range(1, 29), R.randint(4, 7)))
    pts = [c.pt] + [Person(R) for _ in beds[1:]]
    R.shuffle(pts)
    for bed, p in zip(beds, pts):
        age = c.age if p is c.pt else R.randint(19, 101)
        mrn = c.mrn() if p is c.pt else M("MRN", c.gen_mrn())
        nm = R.choice([p.last_first, p.caps_lfm, p.full])()
        issue = R.choice([
            f"{R.choice(clin.PROBLEMS)[0]}; {R.choice(['IV abx', 'NBM', 'falls risk', 'for CT today', 'TTO ready'])}",
            f"d/w {c.st('att').dr()}; {R.choice(['await OT', 'K 5.9 - repeat', 'EWS 5'])}",
            f"{R.choice(['daughter', 'son', 'wife', 'husband'])} {Person(R, typ='FAMILY').given()} visiting pm; {R.choice(['DNACPR', 'for home tomorrow', 'needs sitter'])}",
            f"to {M('HOSPITAL', c.facility)} {c.d(day + R.randint(1, 3), 'uk_dm' if c.uk else 'md')}",
            f"{R.choice(['confused overnight', 'stable', 'NEWS 3', 'TWOC passed'])}",
        ])
        bedv = M("LOCATION_OTHER", str(bed))
        lines.append(f"{bedv}{' ' * (5 - len(str(bed)))}{nm}{' ' * max(1, 30 - _vis(nm))}{M('AGE', age)}{p.sex}{' ' * max(1, 5 - len(str(age)))}{mrn}{' ' * max(1, 12 - _vis(mrn))}{issue}")
    lines += ["", f"Handed over by {nurse(c, c.st('rn'))} to {nurse(c, c.st('rn2'))} at {c.time()}."]
    t = _j(*lines)
    return t.lower() if R.random() < 0.2 else t


def _vis(s):
    from core import strip_markers
    return len(strip_markers(s)[0])


# --------------------------------------------------------------------------- ICU flowsheet
def g_icu(c):
    R, p = c.R, c.pt
    layout = R.choice(["flowsheet-table", "flowsheet-table+kv"])
    day = R.randint(1, 8)
    unit = R.choice(["MICU", "SICU", "CCU", "Neuro ICU", "ITU", "CVICU"])
    lines = [
        f"{unit} FLOWSHEET - {c.d(day, c.main_style)}" + (f" - {M('HOSPITAL', c.ward)}" if R.random() < 0.5 else ""),
        f"{p.caps_lfm()}  {c.age_s('yF')}  MRN {c.mrn()}  Bed {M('LOCATION_OTHER', c.bed)}  ICU day {day}",
        f"Intensivist: {c.st('icu').dr()}   RN: {c.st('rn').full()}   RT: {c.st('rt', 'RT').full()}",
        "",
        f"{'Time':<7}{'HR':<6}{'BP':<10}{'MAP':<6}{'RR':<5}{'SpO2':<6}{'T':<6}{'CVP':<5}",
    ]
    for h in sorted(R.sample(range(0, 24), R.randint(5, 9))):
        s, d = R.randint(80, 150), R.randint(40, 90)
        lines.append(f"{h:02d}00   {R.randint(55, 135):<6}{str(s) + '/' + str(d):<10}{(s + 2 * d) // 3:<6}{R.randint(12, 34):<5}{R.randint(86, 100):<6}{round(R.uniform(35.9, 39.4), 1):<6}{R.randint(4, 16):<5}")
    drips = R.sample(clin.DRIPS, R.randint(2, 4))
    lines += [
        "", "Infusions:", *[f"  {d} {r} (pump SN {c.serial()})" for d, r in drips],
        f"Vent: {R.choice(['AC/VC', 'PRVC', 'PSV'])} Vt {R.randint(350, 550)} RR {R.randint(12, 28)} PEEP {R.randint(5, 14)} FiO2 {R.choice([30, 40, 50, 60, 80])}%  "
        f"ABG {round(R.uniform(7.18, 7.48), 2)}/{R.randint(28, 68)}/{R.randint(55, 140)}",
        f"Sedation: RASS {R.choice(['-2', '-1', '0', '-3'])}, CAM-ICU {R.choice(['neg', 'pos'])}. GCS {R.randint(6, 15)}.",
        f"Lines: R IJ TLC (placed {c.d(R.randint(0, day), 'md' if not c.uk else 'uk_dm')}), L radial art line, ETT 7.5 @ 23 cm.",
        f"I/O 24h: in {R.randint(1500, 5000)} / out {R.randint(500, 4000)}. CRRT: {R.choice(['none', 'CVVHDF, UF 100 mL/h'])}.",
        f"Bedside monitor {c.ip()} / central station {c.ip()}" if R.random() < 0.6 else None,
        "",
        f"Family: {rel_ref(c, c.relative(0))} updated by {c.st('icu').dr()} at {c.time()}." if R.random() < 0.7 else "Family: no contact today.",
    ]
    if layout.endswith("kv"):
        lines += ["", f"Labs {c.d(day, 'md' if not c.uk else 'uk_dm')}:", clin.labs_line(R), clin.cbc_line(R),
                  f"Lactate {round(R.uniform(0.8, 7.0), 1)}, procal {round(R.uniform(0.1, 40), 1)}, INR {round(R.uniform(0.9, 2.8), 1)}"]
    lines += ["", f"Verified: {c.st('rn').withcred()} / {c.st('rn').username(R)}"]
    return _j(*lines), layout


# --------------------------------------------------------------------------- ED / trauma
def g_ed(c):
    R, p = c.R, c.pt
    edoc = c.st("ed")
    trauma = R.random() < 0.45
    layout = "ed-trauma" if trauma else R.choice(["ed-headed", "ed-mdm-narrative"])
    arr = c.time()
    lines = [
        R.choice(["EMERGENCY DEPARTMENT NOTE", "ED Provider Note", "A&E clerking" if c.uk else "ED Physician Documentation"]),
        f"{p.full()}  {c.age_s(R.choice(['yF', 'yo', 'year']))}  MRN {c.mrn()}  CSN {c.csn()}",
        f"Arrival: {c.d(0, c.main_style)} {arr} via {R.choice(['EMS', 'walk-in', 'private vehicle', 'helicopter'])}   {R.choice(['Bay', 'Room', 'Resus'])} {M('LOCATION_OTHER', str(R.randint(1, 40)))}",
        f"Triage RN: {c.st('triage', 'RN').full()}   ESI {R.randint(1, 4)}",
    ]
    if R.random() < 0.6:
        lines += ["", "REGISTRATION", registration(c)]
    if trauma:
        o = c.relative(2)
        o.rel = "officer"
        lines += [
            "", f"TRAUMA ACTIVATION level {R.choice(['1', '2'])} at {c.time()}.",
            f"HPI: {c.age_s()} {'M' if p.sex == 'M' else 'F'} restrained driver in {R.choice(['head-on MVC', 'T-bone collision', 'rollover'])} on "
            f"{R.choice(['the interstate', 'the bypass', 'a county road', M('STREET', R.choice(['Cobbler Road', 'Quarry Lane', 'Heron Avenue']))])} near {M('CITY', R.choice(P.US_TOWNS if not c.uk else P.UK_TOWNS))}, ~{R.randint(30, 70)} mph, +airbag, "
            f"prolonged extrication. GCS 15 at scene per {M('ORGANIZATION', R.choice(['Lakeland Ambulance Service', 'Blue Heron Transport', 'Orrin County EMS']))} (run # {c.job()}).",
            f"Police at bedside: Officer {o.full()} (badge {M('IDNUM', R.randint(100, 9999))}). Vehicle: {R.choice(['grey sedan', 'pickup', 'white van'])}, plate {c.plate()}"
            + (f" ({M('STATE', c.state)})" if not c.uk else "") + f", VIN {c.vin()}.",
            f"Pt ID from driver's license {c.dl()}; address {c.address()}." if not c.uk else f"Pt ID from driving licence {M('LICENSE', ''.join(ch for ch in p.last.upper() if ch.isalpha())[:5].ljust(5, '9') + str(R.randint(100000, 999999)) + 'AB9CD')}.",
            f"Primary: A patent, B equal BS, C HR {R.randint(90, 140)} BP {R.randint(80, 130)}/{R.randint(40, 80)}, D GCS {R.randint(12, 15)}, E seatbelt sign.",
            f"FAST {R.choice(['negative', 'positive RUQ'])}. CT pan-scan: {R.choice(['L rib fx 4-7, small PTX', 'grade III splenic lac', 'T12 compression fx', 'no acute injury'])}.",
            f"Blood alcohol {R.randint(0, 240)} mg/dL. Tetanus updated.",
            f"Passenger ({c.relative(0).rel} {c.relative(0).full()}) taken to {c.H2()}.",
        ]
    else:
        lines += [
            "", "CC: " + R.choice(["chest pain", "SOB", "abd pain", "syncope", "fever", "weakness", "hematemesis"]),
            f"HPI: {pref(c, False)} {c.age_s()} with {', '.join(R.sample(clin.PMH, 2))} p/w {R.randint(2, 5)} days of sx. "
            + R.choice([f"Seen at {M('HOSPITAL', c.outside)} {c.d(-R.randint(1, 6), 'md' if not c.uk else 'uk_dm')} and sent home. ",
                        f"Brought in by {rel_ref(c, c.relative(0))}. ", f"Works as {M('PROFESSION', c.prof)}; symptoms began at work. "]),
            "ROS: otherwise negative x10.", clin.vitals(R, c.uk), *clin.exam(R)[:4],
            "ECG: " + R.choice(["STE II/III/aVF", "NSR 78, no acute ST changes", "AF 130s", "sinus tach, S1Q3T3"]),
            "Labs: " + clin.labs_line(R) + ". HEART score " + str(R.randint(2, 8)) + ". Wells " + str(R.randint(0, 7)) + ".",
            "",
            "MDM: " + R.choice(["ACS vs PE considered. Will admit to telemetry.", "Sepsis bundle initiated at " + c.time() + ".", "Low risk, but unable to ambulate; admitting."]),
        ]
    lines += [
        f"Dispo: admit to {R.choice(['hospitalist', 'trauma surgery', 'MICU', 'cardiology'])}, {c.roomb()}; report called to {nurse(c, c.st('rn'))} at {c.time()}.",
        f"Pt's {c.relative(0).rel} notified via {c.phone()}." if R.random() < 0.5 else None,
        "",
        f"{edoc.withcred()}   {c.d(0, c.main_style)} {c.time()}",
        f"Scribe attestation: I, {c.st('scribe', 'scribe').full()}, scribed for {edoc.dr()}. / Reviewed and agree - {edoc.m(edoc.first[0] + edoc.last[0])}" if R.random() < 0.4 else None,
    ]
    return _j(*lines), layout


# --------------------------------------------------------------------------- radiology
def g_rad(c):
    R, p = c.R, c.pt
    rad = c.st("rad")
    exam_ = R.choice([
        ("CT CHEST WITH CONTRAST (PE PROTOCOL)", "CT", "SOB, tachycardia, r/o PE",
         "Filling defects in the right lower lobe segmental arteries. RV/LV ratio 0.9. No pleural effusion.", "1. Acute segmental PE, right lower lobe. 2. No CT evidence of right heart strain."),
        ("CT HEAD WITHOUT CONTRAST", "CT", "fall on anticoagulation",
         "No acute intracranial hemorrhage, mass effect or midline shift. Chronic small vessel ischemic change.", "1. No acute intracranial abnormality."),
        ("XR CHEST 1 VIEW PORTABLE", "XR", "fever, leukocytosis; line placement",
         "Right lower lobe airspace opacity. Cardiac silhouette mildly enlarged. Right IJ catheter tip at cavoatrial junction.", "1. RLL pneumonia. 2. Line in satisfactory position, no PTX."),
        ("US ABDOMEN RUQ", "US", "RUQ pain, elevated LFTs",
         "Gallbladder distended with stones and wall thickening to 5 mm. Sonographic Murphy sign positive. CBD 4 mm.", "1. Acute calculous cholecystitis."),
        ("MRI BRAIN WITH AND WITHOUT CONTRAST", "MR", "acute R arm weakness, aphasia",
         "Restricted diffusion in the left MCA territory. No hemorrhagic transformation. No enhancing mass.", "1. Acute L MCA infarct."),
        ("CT ABDOMEN/PELVIS WITH IV CONTRAST", "CT", "abd distension, vomiting",
         "Dilated small bowel loops with transition point in the RLQ. No free air or pneumatosis.", "1. Partial SBO with RLQ transition point."),
    ])
    layout = R.choice(["radiology-report", "radiology-report-caps", "radiology-addendum"])
    dd = R.randint(0, 5)
    lines = [
        f"{M('HOSPITAL', c.hosp[0])} - Department of {'Radiology' if not c.uk else 'Imaging'}",
        f"EXAM: {exam_[0]}",
        f"PATIENT: {p.caps_lfm()}   MRN: {c.mrn()}   DOB: {c.dob_s()}   AGE: {M('AGE', c.age)}",
        f"ACCESSION: {c.acc(exam_[1])}   ORDER #: {c.order()}",
        f"DATE OF SERVICE: {c.d(dd, c.main_style)} {c.time()}",
        f"ORDERING: {c.st('att').drfull()}   LOCATION: {c.roomb()}",
        "",
        f"CLINICAL INDICATION: {exam_[2]}",
        f"COMPARISON: {R.choice([c.past(0, 2, 'us' if not c.uk else 'uk'), exam_[1] + ' ' + c.d(-R.randint(20, 900), c.main_style) + ' from ' + c.H2(), 'None.'])}",
        f"TECHNIQUE: {R.choice(['Axial images with 80 mL Omnipaque 350.', 'Non-contrast axial images, coronal/sagittal reformats.', 'Single portable AP view.', 'Grayscale and color Doppler.'])} "
        f"DLP {R.randint(200, 1400)} mGy-cm." if exam_[1] == "CT" else "TECHNIQUE: per protocol.",
        "",
        "FINDINGS:", exam_[3], "", "IMPRESSION:", exam_[4], "",
    ]
    if R.random() < 0.7:
        rr = c.st("att")
        lines.append(f"Critical result discussed with {R.choice([rr.dr(), rr.drfull(), nurse(c, c.st('rn'))])} by {rad.dr()} on {c.d(dd, 'md' if not c.uk else 'uk_dm')} at {c.time()}, read-back confirmed.")
    if R.random() < 0.4:
        lines.append(f"Pacemaker present (Azure XT, SN {c.serial()}); MR-conditional protocol followed." if exam_[1] == "MR" else
                     f"Images available on PACS node {c.ip()}.")
    lines += ["", f"Dictated by: {rad.drfull()}   Signed: {c.d(dd, c.main_style)} {c.time()}",
              f"Resident: {c.st('radres').drfull()}" if R.random() < 0.4 else None,
              f"Workstation {M('IDNUM', 'RADWS-' + str(R.randint(10, 99)))} user {rad.username(R)}" if R.random() < 0.4 else None]
    if layout == "radiology-addendum":
        lines += ["", f"ADDENDUM {c.d(dd + 1, c.main_style)}: on review with {c.st('rad2').drfull()}, additional finding of "
                  f"{R.choice(['small L adrenal nodule (1.2 cm)', 'subsegmental PE LUL', 'incidental 6 mm RUL nodule'])}. Recommend f/u per Fleischner."]
    t = _j(*lines)
    if layout == "radiology-report-caps":
        t = t.upper()
    return t, layout


# --------------------------------------------------------------------------- pathology
def g_path(c):
    R, p = c.R, c.pt
    pa = c.st("path")
    spec = R.choice([("Gallbladder, cholecystectomy", "Acute and chronic cholecystitis with cholelithiasis."),
                     ("Appendix, appendectomy", "Acute suppurative appendicitis with periappendicitis."),
                     ("Colon, sigmoid, Hartmann's resection", "Diverticulitis with perforation and abscess; margins viable."),
                     ("Bone marrow, core biopsy and aspirate", "Hypercellular marrow (70%) with increased blasts (~24%)."),
                     ("Small bowel, segmental resection", "Transmural hemorrhagic infarction; margins viable."),
                     ("Stomach, antral biopsies", "Chronic active gastritis; H. pylori organisms identified on IHC."),
                     ("Pleural fluid, cytology", "Positive for malignant cells, consistent with metastatic adenocarcinoma.")])
    layout = R.choice(["pathology-report", "pathology-report-kv"])
    od = R.randint(0, 3)
    lines = [
        f"SURGICAL PATHOLOGY REPORT" if "cytology" not in spec[0] else "CYTOPATHOLOGY REPORT",
        f"{M('HOSPITAL', c.hosp[0].upper())}  Laboratory Medicine  CLIA {M('LICENSE', str(R.randint(10, 99)) + 'D' + str(R.randint(1000000, 9999999)))}",
        "",
        f"Case: {c.acc('S' if 'cytology' not in spec[0] else 'CY')}        Requisition: {c.order()}",
        f"Patient: {R.choice([p.caps_lfm, p.last_first])()}   MRN: {c.mrn()}   DOB: {c.dob_s()} ({M('AGE', c.age)}Y)   Sex: {p.sex}",
        f"Collected: {c.d(od, c.main_style)} {c.time()}   Received: {c.d(od, c.main_style)} {c.time()}   Reported: {c.d(od + R.randint(1, 4), c.main_style)}",
        f"Submitting physician: {c.st('surg').drfull()}   Location: {c.H()} OR",
        f"Copy to: {c.st('pcp').dr()} ({M('HOSPITAL', c.outside)}, fax {c.fax()})" if R.random() < 0.5 else None,
        "",
        "SPECIMEN: " + spec[0],
        "",
        "FINAL DIAGNOSIS:", spec[1], "",
        "GROSS DESCRIPTION:",
        f"Received in formalin labeled with the patient's name ({p.caps_full()}) and MRN, designated \"{spec[0].split(',')[0].lower()}\". "
        f"The specimen measures {R.randint(2, 25)}.{R.randint(0, 9)} x {R.randint(1, 9)}.{R.randint(0, 9)} cm. Representative sections in cassettes A1-A{R.randint(2, 8)}. "
        f"Grossed by {c.st('pa', 'PA').m(c.st('pa').first[0] + c.st('pa').last[0])}.",
        "",
        "MICROSCOPIC: Sections show findings as above. IHC controls appropriate. Block A2 sent for " + R.choice(["MMR", "HER2", "PD-L1 (22C3)", "flow cytometry"]) + ".",
        f"Outside consult: slides sent to {M('HOSPITAL', c.hosp2[0])}, ref {M('IDNUM', 'OC-' + str(R.randint(10000, 99999)))}." if R.random() < 0.25 else None,
        "",
        f"I have personally reviewed the slides and rendered the diagnosis. {pa.withcred()}, Pathologist. {c.d(od + R.randint(1, 4), c.main_style)}",
        f"Signed out via LIS user {pa.username(R)}" if R.random() < 0.5 else None,
    ]
    if "kv" in layout:
        lines.insert(4, f"Tissue bank consent: {R.choice(['yes', 'no'])}; biobank ID {M('IDNUM', 'BB' + str(R.randint(100000, 999999)))}")
    return _j(*lines), layout


# --------------------------------------------------------------------------- transfer
def g_transfer(c):
    R, p = c.R, c.pt
    snd, acc = c.st("att"), c.st("accept")
    layout = R.choice(["transfer-kv", "transfer-narrative"])
    day = R.randint(0, 5)
    if layout == "transfer-kv":
        lines = [
            "INTERFACILITY TRANSFER NOTE" if not c.uk else "Inter-hospital Transfer Form",
            f"Patient: {p.caps_lfm()}", f"DOB: {c.dob_s()}   Age: {M('AGE', c.age)}", f"MRN: {c.mrn()}",
            f"{'NHS No' if c.uk else 'Member ID'}: {c.nhs() if c.uk else c.hp()}",
            f"From: {c.H()}, {c.roomb()}", f"To: {c.H2()}, {R.choice(['CCU', 'Neuro ICU', 'Burn Unit', 'MICU', M('HOSPITAL', R.choice(P.US_WARDS + P.UK_WARDS))])}",
            f"Sending physician: {snd.drfull()}  pager {c.pager()}",
            f"Accepting physician: {acc.drfull()}  ({c.phone()})",
            f"Transfer center ref: {M('IDNUM', 'TC' + str(R.randint(100000, 999999)))}",
            f"Date/time: {c.d(day, c.main_style)} {c.time()}",
            f"Mode: {R.choice(['ALS', 'CCT', 'air'])} via {M('ORGANIZATION', R.choice(['Lakeland Ambulance Service', 'Blue Heron Transport', 'SkyMed Air']))}, unit {M('VEHICLE', 'M' + str(R.randint(10, 99)))}",
            f"Reason: {R.choice(['needs cath lab / PCI', 'neurosurgical evaluation', 'ECMO candidacy', 'higher level of care', 'burns >20% TBSA'])}",
            f"Diagnosis: {R.choice(clin.PROBLEMS)[0]}",
            f"Vitals at transfer: {clin.vitals(R, c.uk)}",
            f"Drips: {', '.join(d + ' ' + r for d, r in R.sample(clin.DRIPS, 2))}",
            f"Family: {rel_ref(c, c.relative(0))}, aware and agrees.",
            f"Records sent: H&P, MAR, imaging on disc; report faxed to {c.fax()}.",
            "", f"Nurse-to-nurse report given by {nurse(c, c.st('rn'))} to {c.st('rn3', 'RN').full()} at {c.time()}.",
        ]
    else:
        lines = [
            "Transfer Summary",
            f"{p.full()} ({c.age_s('yF')}, MRN {c.mrn()}) is being transferred on {c.d(day, 'long' if not c.uk else 'uk_long')} from "
            f"{c.H()} to {c.H2()} for {R.choice(['emergent CABG evaluation', 'interventional radiology', 'liver transplant evaluation', 'neuro-IR thrombectomy'])}.",
            f"Accepted by {acc.drfull()} after discussion at {c.time()}.",
            f"Brief course: admitted {c.d(0)} with {R.choice(clin.PROBLEMS)[0]}. {R.choice(['Hemodynamically stable on room air.', 'Intubated on arrival.', 'On low-dose norepinephrine.'])}",
            f"Code status: {R.choice(['Full', 'DNR'])}. Surrogate: {c.relative(0).full()} ({c.relative(0).rel}), {c.phone()}.",
            f"Pt's {c.relative(0).rel} will drive from {M('CITY', c.city)}; ETA evening.",
            "", sig(c, snd, when=day),
        ]
    return _j(*lines), layout


# --------------------------------------------------------------------------- rapid response
def g_rrt(c):
    R, p = c.R, c.pt
    layout = R.choice(["rrt-timeline", "rrt-narrative", "rrt-lower"])
    day = R.randint(0, 6)
    lead = c.st("rrtlead")
    t0 = c.time()
    lines = [
        R.choice(["RAPID RESPONSE TEAM NOTE", "RRT Event Note", "Medical Emergency Team (MET) call" if c.uk else "Rapid Response Note"]),
        f"Date: {c.d(day, c.main_style)}   Called: {t0}   Location: {c.roomb()}" + (f", {M('HOSPITAL', c.ward)}" if not c.uk and R.random() < 0.4 else ""),
        f"Pt: {p.full()}  {c.age_s(R.choice(['yF', 'yo']))}  MRN {c.mrn()}",
        f"Called by: {nurse(c, c.st('rn'))} for {R.choice(['SBP <90', 'HR >130', 'SpO2 84%', 'acute AMS', 'new chest pain', 'seizure'])}",
        f"Team: {lead.dr()} (lead), RT {c.st('rt', 'RT').full()}, ICU RN {c.st('icurn', 'RN').given()}, pharmacist {c.st('pharm', 'PharmD').full()}",
        "",
    ]
    if layout == "rrt-timeline":
        tl = c.seq_times(8, (2, 9))
        lines += [f"{tl[k]}  {x}" for k, x in enumerate(R.sample([
            "arrived, pt responsive to voice, RR 30", "BiPAP 12/6 FiO2 60%", "500 mL LR bolus x2", "ABG 7.21/68/58", "ECG: AF 150s",
            "diltiazem 10 mg IV", "BG 38 -> D50 1 amp", "lorazepam 2 mg IV for GTC seizure", "CXR ordered", "family updated by phone",
        ], R.randint(4, 7)))]
    else:
        lines.append(f"Found {pref(c, mid=True)} {R.choice(['tachypneic and diaphoretic', 'minimally responsive', 'in SVT', 'hypotensive 78/40'])}. "
                     f"{clin.vitals(R, c.uk)}. Interventions as above; {R.choice(['improved', 'no improvement'])}.")
    lines += [
        "",
        f"Outcome: {R.choice(['transferred to MICU bed ' + M('LOCATION_OTHER', str(R.randint(1, 24))), 'remains on floor with q1h vitals', 'upgraded to step-down'])}.",
        f"Primary team ({c.st('att').dr()}) notified at {c.time()}; {c.relative(0).rel} {c.relative(0).given()} notified at {c.phone()}.",
        f"{lead.withcred()}, pager {c.pager()}",
    ]
    t = _j(*lines)
    if layout == "rrt-lower":
        t = t.lower()
    return t, layout


# --------------------------------------------------------------------------- death note
def g_death(c):
    R, p = c.R, c.pt
    md = c.st("res")
    layout = R.choice(["death-pronouncement", "death-summary"])
    day = R.randint(1, 20)
    f = c.relative(0)
    dt_ = c.seq_times(3, (5, 40))
    lines = [
        R.choice(["DEATH NOTE", "Pronouncement of Death", "Verification of Death" if c.uk else "Death Pronouncement Note"]),
        f"Patient: {p.full()}   MRN: {c.mrn()}   DOB: {c.dob_s()}   {c.roomb()}",
        "",
        f"Called by {nurse(c, c.st('rn'))} at {dt_[0]} to evaluate {pref(c, mid=True)}, who was found unresponsive. "
        f"{'DNR/comfort care in place' if R.random() < 0.7 else 'Code blue called; ROSC not achieved after 22 min of ACLS'}.",
        "Exam: no response to verbal or painful stimuli. Pupils fixed and dilated. No spontaneous respirations, no heart sounds over 1 min, no carotid pulse.",
        f"Time of death: {dt_[1]} on {c.d(day, R.choice([c.main_style, 'long_wd' if not c.uk else 'uk_wd_long']))}.",
        f"{p.tlast()} died at {M('AGE', c.age)}" + R.choice([" after a long illness.", ", surrounded by family.", "."]),
        f"Cause: {R.choice(['septic shock', 'cardiogenic shock', 'metastatic pancreatic ca', 'hypoxic respiratory failure', 'intracranial hemorrhage'])}.",
        "",
        f"Family: {f.rel} {f.full()} notified by phone ({c.phone()}) at {dt_[2]}" + R.choice([", on the way in.", "; was at bedside.", "; will call funeral home."]),
        f"Chaplain {c.st('chap', 'chaplain').full()} paged." if R.random() < 0.6 else None,
        f"{'Coroner' if c.uk else 'ME'} {R.choice(['notified, case #', 'declined jurisdiction, ref'])} {M('IDNUM', str(c.adm.year) + '-' + str(R.randint(1000, 9999)))}.",
        f"{M('ORGANIZATION', 'Tri-River Donor Network')} called, referral #{M('IDNUM', R.randint(100000, 999999))}; {R.choice(['not a candidate', 'eyes/tissue only'])}.",
        f"Autopsy {R.choice(['declined by family', 'requested'])}. Body to {M('ORGANIZATION', R.choice(['Harrow & Finch Funeral Home', 'Whitlow Brothers Funeral Directors', 'Greyfield Memorial Chapel']))}.",
        f"Attending {c.st('att').drfull()} informed. PCP {c.st('pcp').dr()} to be notified (fax {c.fax()}).",
        "",
        f"{md.withcred()}  {c.d(day, c.main_style)}",
    ]
    if layout == "death-summary":
        lines[3:3] = [f"Brief: {c.age_s()} {M('PROFESSION', c.prof)} from {M('CITY', c.city)} adm {c.d(0)} with {R.choice(clin.PROBLEMS)[0]}; "
                      f"transitioned to comfort care {c.d(day - 1, 'md' if not c.uk else 'uk_dm')} after family meeting with {f.full()} ({c.email_of(f)})."]
    return _j(*lines), layout


GENRES = [
    ("admission_hp", g_hp), ("progress_note", g_progress), ("discharge_summary", g_discharge), ("consult_note", g_consult),
    ("operative_note", g_op), ("procedure_note", g_procedure), ("anaesthesia_record", g_anaes), ("nursing_note", g_nursing),
    ("icu_flowsheet", g_icu), ("ed_note", g_ed), ("radiology_report", g_rad), ("pathology_report", g_path),
    ("transfer_note", g_transfer), ("rapid_response_note", g_rrt), ("death_note", g_death),
]
