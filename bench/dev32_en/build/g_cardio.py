"""Genre: cardiology clinic letters / outpatient notes."""
import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi


def art(w):
    return "an" if w[:1].lower() in "aeiou" else "a"


SCEN = ["post_mi", "hf", "af", "chest_pain", "syncope", "valve", "palpitations"]


def dx_lines(c, scen, hosp2):
    r = c.r
    out = []
    if scen == "post_mi":
        ev = c.ago(r.randint(40, 900))
        out.append([r.choice(["Inferior STEMI", "Anterior STEMI", "NSTEMI", "Lateral NSTEMI"]), " ",
                    c.My(ev) if c.chance(0.5) else c.D(ev), " - ",
                    r.choice(["primary PCI to RCA", "PCI with 2 DES to LAD", "PCI to circumflex",
                              "medically managed"]), " (", hosp2.N(), ")"])
        out.append(["Ischaemic heart disease" if not c.us else "Coronary artery disease",
                    ", residual ", r.choice(["moderate OM1 disease", "CTO of RCA", "mild LAD disease"])])
    elif scen == "hf":
        out.append([r.choice(["HFrEF", "Heart failure with reduced ejection fraction",
                              "Dilated cardiomyopathy", "Ischaemic cardiomyopathy"]),
                    ", EF %d%% (echo " % r.choice([25, 30, 35]), c.D(c.ago(r.randint(20, 300))), ")"])
        out.append(["NYHA class ", r.choice(["II", "II-III", "III"])])
    elif scen == "af":
        out.append([r.choice(["Persistent", "Paroxysmal", "Permanent"]), " atrial fibrillation, diagnosed ",
                    c.My(c.past(200, 2500))])
        out.append(["CHA2DS2-VASc %d, HAS-BLED %d" % (r.randint(2, 6), r.randint(1, 3))])
    elif scen == "chest_pain":
        out.append(["Exertional chest pain - ", r.choice(["CTCA", "stress echo", "myocardial perfusion scan"]),
                    " ", c.D(c.ago(r.randint(10, 80)))])
    elif scen == "syncope":
        out.append(["Recurrent syncope - ", r.choice(["likely vasovagal", "query arrhythmic", "orthostatic"])])
        out.append(["Implantable loop recorder inserted ", c.D(c.ago(r.randint(30, 400)))])
    elif scen == "valve":
        out.append([r.choice(["Moderate-severe aortic stenosis", "Severe mitral regurgitation",
                              "Bicuspid aortic valve with moderate AS"]),
                    " (echo ", c.D(c.ago(r.randint(15, 200))), ")"])
    else:
        out.append(["Palpitations - 7-day Holter monitor ".replace("Holter monitor", "ambulatory ECG"),
                    c.D(c.ago(r.randint(10, 60)))])
    extras = [["Hypertension"], ["Type 2 diabetes" + r.choice(["", " (diet controlled)", " on insulin"])],
              ["CKD stage ", r.choice(["3a", "3b", "4"])], [c.sp("Hyperlipidaemia")],
              ["COPD"], ["Obstructive sleep apnoea on CPAP" if not c.us else "OSA on CPAP"],
              ["TIA ", c.Y(c.past(700, 5000))], ["Gout"], ["Hypothyroidism"],
              ["Previous CABG x", str(r.randint(2, 4)), " (", c.Y(c.past(1500, 7000)), ")"],
              ["Osteoarthritis - right hip replacement ", c.Y(c.past(700, 6000))]]
    for x in r.sample(extras, r.randint(1, 4)):
        out.append(x)
    return out


def narrative(c, scen, e, hosp2, full=True):
    """Main body paragraphs (list of pieces)."""
    r = c.r
    p = c.pt
    He, he, his, His = e["He"], e["he"], e["his"], e["His"]
    name_ref = r.choice([p.t(), p.t(), [p.first()]]) if c.L not in ("US",) else p.t()
    out = []
    # opening
    k = r.randint(0, 3)
    if k == 0:
        out += ["I reviewed ", p.t(), " in the cardiology clinic today. "]
    elif k == 1:
        out += ["Thank you for referring this ", c.Aw() if c.chance(0.3) else c.A(), "-year-old ", e["man"] if c.chance(0.6) else e["gent"], " whom I saw on ", c.D(c.visit), ". "]
    elif k == 2:
        out += ["It was a pleasure to see ", p.tf(), " again in clinic. ", He, " is now ", c.A(), " years old. "]
    else:
        out += ["I saw ", name_ref, ", ", CH.num_art(c.age), " ", c.A(), " year old ", e["sex"], ", in ", c.pick(CLINIC_FOR[scen]), ". "]
    if scen == "post_mi":
        out += [He, " was admitted to ", hosp2.N(), " in ", c.My(c.ago(r.randint(40, 500))),
                " with ", r.choice(["central crushing chest pain", "chest tightness radiating to the left arm",
                                    "epigastric discomfort and sweating"]),
                " and was treated as above. Since discharge ", he, " has completed ",
                r.choice(["most of", "all of", "part of"]), " the cardiac rehabilitation ", c.sp("programme"),
                " and reports ", r.choice(["no further angina", "occasional twinges of chest discomfort on hills",
                                           "good exercise tolerance, walking %d miles" % r.randint(1, 5) if c.L in ("UK", "US") else "walking %d km daily" % r.randint(2, 8)]),
                ". "]
    elif scen == "hf":
        out += [He, " reports breathlessness walking ", r.choice(["100 yards", "about 200 metres", "one flight of stairs", "to the letterbox"]),
                ", ", r.choice(["two-pillow orthopnoea", "no PND", "occasional PND", "ankle swelling by evening"]),
                ". ", His, " weight at home has been ", r.choice(["stable", "creeping up", "down 2 kg"]),
                ". The heart failure nurses have been titrating ", his, " medication. "]
    elif scen == "af":
        out += [He, " has had ", r.choice(["two", "several", "frequent"]), " episodes of palpitations since ",
                c.D(c.ago(r.randint(30, 200))), ", the longest lasting ", r.choice(["6 hours", "two days", "about 40 minutes"]),
                ". ", He, " is tolerating anticoagulation without bleeding. "]
    elif scen == "chest_pain":
        out += [He, " describes ", r.choice(["a tight band across the chest", "a heavy pressure", "a dull ache"]),
                " coming on with exertion, particularly ", r.choice(["in cold weather", "after meals", "walking uphill"]),
                ", relieved within minutes by rest. "]
    elif scen == "syncope":
        out += [He, " had ", r.choice(["two", "three", "a further"]), " episodes of loss of consciousness, the last on ",
                c.Dw(c.ago(r.randint(8, 60))), " while ", r.choice(["standing in line" if c.na else "standing in a queue", "getting up from bed at night",
                                                                  "walking the dog", "in the shower"]), ". "]
        if c.chance(0.6):
            out += ["On that occasion ", he, " collapsed at ", Phi(r.choice(P.LANDMARKS), "LOCATION_OTHER"),
                    " and was brought in by ambulance. "]
    elif scen == "valve":
        out += [He, " remains ", r.choice(["asymptomatic", "mildly limited by breathlessness", "largely asymptomatic"]),
                " and still ", r.choice(["plays golf weekly", "does the gardening", "walks the dog twice a day"]), ". "]
    else:
        out += [He, " describes ", r.choice(["fluttering", "a thumping sensation", "skipped beats"]),
                " mostly in the evenings, without syncope. "]
    out += ["\n\n"]
    if not full:
        out += ["ECG today: ", clin.ecg_desc(c), "\n"]
        ef, lv = clin.lv_desc(c)
        out += ["Echo (", c.D(c.ago(r.randint(5, 120))), "): ", lv, "\n\n"]
        return out
    # exam & investigations
    out += [r.choice(["On examination ", "Examination: ", "Clinically "]), clin.vitals(c, r.randint(0, 3)), ". ",
            r.choice(["Heart sounds normal.", "Soft systolic murmur at the apex.", "Ejection systolic murmur radiating to the carotids.",
                      "JVP not elevated, chest clear.", "Mild pitting " + c.sp("oedema") + " to the mid-shins."]), "\n\n"]
    out += ["ECG today: ", clin.ecg_desc(c), "\n"]
    ef, lv = clin.lv_desc(c)
    out += ["Echo (", c.D(c.ago(r.randint(5, 120))), "): ", lv, "\n"]
    out += ["Bloods (", c.D(c.ago(r.randint(3, 40))), "): Hb ", clin.hb(c), ", creatinine ", clin.creat(c),
            ", K ", clin.k_val(c), ", ", clin.bnp(c) if scen == "hf" else clin.ldl(c), ".\n\n"]
    return out


PLANS = {
    "post_mi": [["Continue dual antiplatelet therapy until ", "Up-titrate bisoprolol as heart rate allows.",
                 "Target LDL below 1.8 mmol/L; add ezetimibe if not achieved.", "Encouraged to complete cardiac rehabilitation."],
                ["Stop ticagrelor at 12 months and continue aspirin alone.", "Repeat echo in 3 months to reassess LV function.",
                 "Continue high-intensity statin.", "Return to driving discussed."]],
    "hf": [["Increase sacubitril/valsartan to 97/103 mg bd if BP allows.", "Repeat U&E in 1-2 weeks.",
            "Consider CRT-D if EF remains below 35% despite optimal therapy.", "Continue daily weights; fluid restriction 1.5 litres."],
           ["Start dapagliflozin 10 mg daily.", "Refer to heart failure nurse team for titration.", "Repeat echo in 3 months.",
            "Iron studies - IV iron if ferritin low."]],
    "af": [["Continue anticoagulation indefinitely.", "Refer for consideration of catheter ablation.", "DC cardioversion to be listed."],
           ["Continue anticoagulation indefinitely.", "Rate control adequate; no change.", "Reduce alcohol intake.", "Repeat ambulatory ECG if symptoms change."]],
    "chest_pain": [["Start bisoprolol 2.5 mg and GTN spray.", "Proceed to invasive coronary angiography.",
                    "Aspirin 75 mg and atorvastatin 80 mg commenced."],
                   ["Reassured - non-cardiac chest pain likely.", "Discharge back to GP care.", "Consider gastroenterology referral if symptoms persist."]],
    "syncope": [["Advised not to drive pending investigation and to inform the licensing authority.",
                 "Loop recorder to remain in situ.", "Tilt test requested.", "Increase fluid and salt intake."]],
    "valve": [["Repeat echo in 6 months.", "Dental review recommended.", "Report any exertional symptoms promptly."],
              ["Refer to the heart valve MDT for consideration of TAVI.", "CT aortogram requested.", "Dental review recommended."]],
    "palpitations": [["Reduce caffeine.", "Start bisoprolol 1.25 mg if symptoms persist.", "Consider event recorder if further episodes."],
                     ["Reassured - benign ectopy.", "Discharge back to GP care."]],
}

CLINIC_FOR = {"post_mi": ["the post-MI clinic", "my general cardiology clinic"], "hf": ["the heart failure clinic"],
              "af": ["the arrhythmia clinic", "my general cardiology clinic"], "chest_pain": ["the rapid access chest pain clinic"],
              "syncope": ["the syncope clinic", "the arrhythmia clinic"], "valve": ["the valve clinic", "my general cardiology clinic"],
              "palpitations": ["the arrhythmia clinic", "my general cardiology clinic"]}


def plan(c, scen):
    r = c.r
    items = list(r.choice(PLANS[scen]))
    r.shuffle(items)
    out = []
    n = r.randint(2, 4)
    numbered = c.chance(0.7)
    for i, it in enumerate(items[:n]):
        out.append("%d. " % (i + 1) if numbered else "- ")
        if c.na:
            it = c.spx(it).replace("U&E", "BMP").replace("1.8 mmol/L", "70 mg/dL").replace("licensing authority", "DMV")
        out.append(it)
        if it.endswith("until "):
            out.append(c.My(c.later(r.randint(150, 330))))
            out.append(".")
        out.append("\n")
    return out


# ------------------------------------------------------------------ layouts
def letter_gp(c):
    """Commonwealth-style clinic letter to the GP (UK/IE/AU/NZ/CA)."""
    r = c.r
    d = Doc()
    e = c.env()
    scen = r.choice(SCEN)
    cons = c.doctor("Consultant Cardiologist")
    author = cons if c.chance(0.6) else c.doctor(r.choice(["Specialty Registrar in Cardiology", "Cardiology Fellow", "Advanced Trainee, Cardiology"]))
    sec = c.staff("Secretary", "F")
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    dept = r.choice(["Department of Cardiology", "Cardiology Outpatients", "Heart Centre", "Cardiology Department",
                     "Cardiac Investigations Unit"])
    CH.letterhead(d, c, dept, email=c.chance(0.5), url=c.chance(0.3), caps=c.chance(0.3))
    d.nl()
    d.add("Consultant: Dr", c.dot, " ", cons.full(), "\n")
    if c.chance(0.6):
        d.add("Secretary: ", sec.full(), r.choice(["  Direct line: ", "  Tel: ", " - "]),
              Phi(c.phone("land") if c.chance(0.5) else c.hosp.phone + " " + LF.extension(r, c.L), "PHONE"), "\n")
    if c.chance(0.5):
        d.add("Our ref: ", cons.initials(dots=False), "/", c.typist.initials(dots=False, lower=True), "/",
              Phi(c.mrn, "MRN"), "\n")
    d.add(r.choice(["Clinic date: ", "Date of clinic: ", "Seen: "]), c.Dh(c.visit), "\n")
    d.add(r.choice(["Date typed: ", "Typed: ", "Date: "]), c.Dh(c.later(r.randint(1, 10))), "\n\n")
    CH.gp_addressee(d, c)
    d.nl()
    if c.chance(0.85):
        d.add("Dear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    else:
        d.add("Dear ", c.gp.first(), ",\n\n")
    CH.re_line(d, c)
    d.nl()
    d.add(r.choice(["Diagnoses:", "Diagnosis:", "Problems:", "DIAGNOSES"]), "\n")
    numbered = c.chance(0.8)
    for i, ln in enumerate(dx_lines(c, scen, hosp2)):
        d.add("%d. " % (i + 1) if numbered else "- ", ln, "\n")
    d.nl()
    d.add(r.choice(["Current medication:", "Medications:", "Drugs:", "Medication"]), "\n")
    for m in clin.card_meds(c):
        d.add(m, "\n")
    d.nl()
    d.add("Allergies: ", CH.allergies(c), "\n\n")
    body = narrative(c, scen, e, hosp2)
    split = None
    if c.chance(0.4):
        for i, x in enumerate(body):
            if x == "\n\n":
                split = i
                break
    if split is not None:
        d.add(body[:split + 1])
        CH.page_header(d, c)
        d.add(body[split + 1:])
    else:
        d.add(body)
    if c.chance(0.55):
        f = c.relative()
        d.add(CH.social(c, brief=True, fam=f), "\n\n")
        if c.chance(0.4):
            d.add(f.first(), " attended with ", e["him"], " today and raised ", r.choice(["concerns about driving", "questions about travel insurance",
                  "concerns about the number of tablets", "the possibility of a holiday abroad"]), ".\n\n")
    d.add(PR.para(c, e, "cardiac", 1, 2), PR.para(c, e, "general_history", 1, 3), "\n\n")
    d.add(PR.para(c, e, "discussion", 2, 3), "\n\n")
    d.add(r.choice(["Plan:", "Management plan:", "Recommendations:", "PLAN"]), "\n")
    d.add(plan(c, scen))
    nxt = CH.next_appt(c)
    k = r.randint(0, 2)
    if k == 0:
        d.add("\nI will see ", e["him"] if c.chance(0.5) else c.pt.t(), r.choice([" again in clinic on ", " on "]), c.D(nxt), ".\n\n")
    elif k == 1:
        d.add("\nWe will review ", c.pt.t(), " in the week of ", c.D(nxt), ".\n\n")
    else:
        d.add("\nFollow-up: cardiology clinic ", c.D(nxt), ".\n\n")
    lic = c.licence_for(author) if c.chance(0.6) else None
    CH.signature(d, c, author, author.role, lic=lic,
                 creds=r.choice([None, "MB BCh BAO, MRCPI" if c.L == "IE" else "MBChB, FRACP" if c.L in ("AU", "NZ") else "MRCP", None]))
    d.nl()
    if c.chance(0.7):
        extra = []
        if author is not cons:
            extra.append(["Dr", c.dot, " ", cons.full(), ", Consultant Cardiologist"])
        CH.cc_block(d, c, extra=extra, pt=True, gp=False)
    if c.chance(0.6):
        CH.dictation(d, c, author)
    if c.chance(0.4):
        CH.confidential(d, c)
    return d


ROS = ["Constitutional: no fevers, chills or weight loss.", "Respiratory: no cough or hemoptysis.",
       "GI: no melena or hematochezia.", "Neuro: no focal weakness.", "GU: no hematuria.",
       "Psych: mood stable.", "MSK: chronic knee pain.", "Skin: no rashes."]


def us_exam(c):
    r = c.r
    return ["General: well-appearing, in no acute distress.\n",
            "Neck: JVP ", r.choice(["not elevated", "8 cm H2O", "elevated to the angle of the jaw"]), ", no carotid bruits.\n",
            "CV: ", r.choice(["RRR, normal S1/S2, no murmurs", "irregularly irregular, no murmurs", "RRR, II/VI SEM at RUSB",
                               "RRR, S3 present"]), ".\n",
            "Lungs: ", r.choice(["clear to auscultation bilaterally", "bibasilar crackles", "decreased breath sounds at the right base"]), ".\n",
            "Abd: soft, non-tender.\n",
            "Ext: ", r.choice(["no edema", "trace bilateral ankle edema", "1+ pitting edema to mid-shin", "2+ edema bilaterally"]),
            "; distal pulses ", r.choice(["2+", "1+", "diminished"]), ".\n"]


def us_consult(c):
    """US (or Canadian) structured outpatient cardiology note."""
    r = c.r
    d = Doc()
    e = c.env()
    scen = r.choice(SCEN)
    md = c.doctor("Cardiology")
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    clinic = "%s %s" % (c.hosp.addr.city, r.choice(["Heart & Vascular", "Cardiology Associates", "Cardiovascular Clinic", "Heart Institute"]))
    d.add(Phi(clinic, "HOSPITAL"), "\n", c.addr_lines(c.hosp.addr)[0], "\n", c.addr_lines(c.hosp.addr)[1], "\n")
    d.add("Phone ", Phi(c.hosp.phone, "PHONE"), " | Fax ", Phi(c.hosp.fax, "FAX"), "\n\n")
    d.add(r.choice(["CARDIOLOGY OUTPATIENT NOTE", "Cardiology Consultation", "OFFICE VISIT - CARDIOLOGY", "Cardiology Follow-Up Visit"]), "\n\n")
    d.add("Patient: ", c.pt.caps(1), "    ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "\n")
    d.add("DOB: ", c.Dh(c.dob), "   Age: ", c.A(), "   Sex: ", e["sexc"], "\n")
    d.add("Date of service: ", c.Dh(c.visit), "   ", r.choice(["Encounter #: ", "Acct: ", "CSN: "]), Phi(c.acct, "ACCOUNT"), "\n")
    d.add("Referring: ", c.gp.full(), ", MD - ", c.gpprac.N(), "  Fax ", Phi(c.gpprac.fax, "FAX"), "\n")
    if c.L == "US":
        d.add("Insurance: ", Phi(c.insurer, "ORGANIZATION"), "  ", c.plans[0][0], ": ", Phi(c.plans[0][1], "HEALTHPLAN"))
        if c.chance(0.6):
            d.add("  Group: ", Phi(c.plans[1][1], "HEALTHPLAN"))
        d.add("\n")
    else:
        d.add(c.plans[0][0] if c.plans else "HCN", ": ", Phi(c.plans[0][1], "HEALTHPLAN"), "\n")
    d.nl()
    d.add(r.choice(["CHIEF COMPLAINT: ", "Reason for visit: ", "CC: "]), {
        "post_mi": "Follow-up after MI", "hf": "Heart failure follow-up", "af": "Atrial fibrillation",
        "chest_pain": "Chest pain on exertion", "syncope": "Syncope", "valve": "Valvular heart disease follow-up",
        "palpitations": "Palpitations"}[scen], "\n\n")
    d.add("HISTORY OF PRESENT ILLNESS:\n")
    d.add(c.pt.t(), " is ", CH.num_art(c.age), " ", c.A(), r.choice([" y.o. ", "-year-old ", " yo "]), e["sex"], " with ")
    dx = dx_lines(c, scen, hosp2)
    first = dx[0]
    if isinstance(first[0], str) and len(first[0]) > 1 and first[0][1].islower():
        first = [first[0][0].lower() + first[0][1:]] + first[1:]
    d.add(first, ". ")
    body = narrative(c, scen, e, hosp2, full=False)
    # skip the narrative opening sentence (first three-five pieces up to ". ")
    k = 0
    for i, x in enumerate(body):
        if isinstance(x, str) and x.endswith(". "):
            k = i + 1
            break
    d.add(body[k:])
    d.add("PAST MEDICAL HISTORY:\n")
    for ln in dx[1:]:
        d.add("- ", ln, "\n")
    d.add("\nSOCIAL HISTORY: ", CH.social(c), "\n")
    d.add("FAMILY HISTORY: ", CH.family_history(c), "\n\n")
    d.add("MEDICATIONS:\n")
    for m in clin.card_meds(c):
        d.add("  ", m, "\n")
    d.add("ALLERGIES: ", r.choice(["NKDA", "Penicillin (rash)", "Sulfa", "Codeine - nausea", "No known drug allergies"]), "\n\n")
    d.add("REVIEW OF SYSTEMS: ", " ".join(r.sample(ROS, r.randint(3, 6))), " All other systems reviewed and negative.\n\n")
    d.add("PHYSICAL EXAM:\nVitals: ", clin.vitals(c, 2), "\n")
    d.add(us_exam(c), "\n")
    d.add("DATA:\n")
    d.add("Labs ", c.Dh(c.ago(r.randint(2, 30))), ": Na ", clin.na_val(c), ", K ", clin.k_val(c), ", Cr ", clin.creat(c), ", Hgb ", clin.hb(c),
          ", ", clin.ldl(c), ", ", clin.bnp(c), ", A1c ", clin.hba1c(c), "\n")
    if c.chance(0.6):
        test, res = r.choice([("Stress test", ["no ischemia", "small reversible inferior defect", "ischemic ECG changes at 7 METs"]),
                              ("Cardiac cath", ["70% mid-LAD stenosis, FFR 0.76", "nonobstructive CAD", "patent stents"]),
                              ("CT coronary angiogram", ["calcium score 412", "nonobstructive CAD", "moderate proximal LAD plaque"]),
                              ("Ambulatory monitor", ["PAF burden 4%", "no significant arrhythmia", "frequent PVCs (8%)"])])
        d.add(test, " ", c.Dh(c.ago(r.randint(20, 400))), " (", r.choice([c.hosp, hosp2]).N(), "): ", r.choice(res), "\n")
    d.add("\n")
    d.add("ASSESSMENT AND PLAN:\n")
    d.add(c.pt.t(), " is ", CH.num_art(c.age), " ", c.A(), "-year-old with ", r.choice(["stable", "improving", "persistent"]), " symptoms as above. ")
    d.add(r.choice(["Volume status appears euvolemic today.", "Blood pressure is above goal.", "Symptoms are likely multifactorial.",
                    "Risk factors reviewed in detail."]), "\n")
    d.add(plan(c, scen))
    d.add("Return to clinic in ", r.choice(["3 months", "6 months", "4-6 weeks", "1 year"]), "; next appointment ",
          c.Dw(CH.next_appt(c)), " at ", c.time12() if c.us else c.time(), ".\n\n")
    if c.chance(0.5):
        d.add("I spent ", str(r.randint(25, 60)), " minutes with the patient, more than half in counseling.\n\n")
    ip = CH.rand_ip(c) if c.chance(0.5) else None
    CH.ehr_footer(d, c, md, ip=ip, user=c.chance(0.6))
    lic = c.licence_for(md)
    d.add(lic[0], ": ", Phi(lic[1], "LICENSE"), "\n")
    if c.chance(0.4):
        d.add("cc: ", c.gp.full(), ", MD; ", c.pt.full(), " (via patient portal ", Phi(c.hosp.url, "URL"), ")\n")
    return d


DEVICES = [("dual chamber pacemaker", "Medtronic Azure XT DR", "PJN"), ("single chamber ICD", "Boston Scientific Dynagen VR", "BSV"),
           ("CRT-D", "Abbott Gallant HF", "ABG"), ("CRT-P", "Biotronik Enitra 8 HF-T", "BIO"),
           ("implantable loop recorder", "Medtronic LINQ II", "RLB"), ("dual chamber ICD", "Biotronik Rivacor 7 DR-T", "BRV")]


def device_clinic(c):
    """Cardiac device (pacemaker/ICD) clinic report."""
    r = c.r
    d = Doc()
    e = c.env()
    dev, model, pre = r.choice(DEVICES)
    phys = c.staff(r.choice(["Cardiac Physiologist", "Device Clinic Nurse", "Clinical Scientist"]))
    cons = c.doctor("Consultant Cardiologist")
    d.add(c.hosp.N(), " - ", r.choice(["Pacing & Devices Clinic", "Cardiac Device Clinic", "Arrhythmia Service"]), "\n")
    d.add("Tel ", Phi(c.hosp.phone, "PHONE"), r.choice(["  Remote monitoring line ", "  Device line "]),
          Phi(c.phone("land"), "PHONE"), "\n\n")
    d.add(r.choice(["DEVICE CHECK REPORT", "Pacemaker/ICD Follow-up", "Device Interrogation"]), "\n")
    d.add("Name: ", CH.pt_name_header(c), "\n")
    d.add("DOB: ", c.Dh(c.dob), "   ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"))
    if c.natid and c.L == "UK":
        d.add("   NHS: ", Phi(c.natid[1], "MRN"))
    d.add("\n")
    d.add("Date of check: ", c.Dh(c.visit), "   Type: ", r.choice(["In-clinic", "Remote (scheduled)", "Remote (alert)"]), "\n\n")
    impl = c.past(200, 3000)
    d.add("Device: ", dev, " - ", model, "\n")
    d.add("Generator serial no: ", Phi(LF.serial(r, pre), "DEVICE"), "   Implanted: ", c.D(impl), " (", r.choice([c.hosp, c.hospital()]).N(), ")\n")
    leads = [("RA", "Medtronic 5076-52"), ("RV", r.choice(["Boston Scientific Reliance 4-Front", "Medtronic 5076-58", "Biotronik Solia S 60"])),
             ("LV", "Abbott Quartet 1458Q")]
    if "loop" in dev:
        nlead = 0
    elif "single" in dev:
        nlead = 1
        leads = leads[1:]
    elif "dual" in dev:
        nlead = 2
    else:
        nlead = 3
    for pos, lm in leads[:nlead]:
        d.add(pos, " lead: ", lm, "  SN ", Phi(LF.serial(r, LF.letters(r, 3)), "DEVICE"), "\n")
    if c.chance(0.6):
        d.add("Home monitor: ", r.choice(["MyCareLink", "LATITUDE communicator", "Merlin@home", "CardioMessenger"]),
              ", transmitter SN ", Phi(LF.serial(r, LF.letters(r, 2)), "DEVICE"), "\n")
    d.nl()
    if "loop" in dev:
        d.add("Findings: ", r.choice(["No arrhythmia episodes recorded since last transmission.",
                                      "Two patient-activated episodes, both sinus rhythm.",
                                      "Pause of 4.2 s recorded at 03:14, asymptomatic.",
                                      "Paroxysmal AF burden 3%."]), "\n")
    else:
        d.add("Battery: ", r.choice(["OK", "%.2f V" % r.uniform(2.9, 3.1), "ERI not reached, est. longevity %d years" % r.randint(3, 11)]), "\n")
        d.add("Pacing: A %d%%  V %d%%\n" % (r.randint(0, 60), r.randint(1, 99)))
        d.add("Thresholds: RA %.1f V @ 0.4 ms, RV %.2f V @ 0.4 ms; impedances within range\n" % (r.uniform(0.5, 1.5), r.uniform(0.5, 1.5)))
        d.add("Events: ", r.choice(["No treated VT/VF.", "One episode VT 186 bpm terminated by ATP.",
                                    "Appropriate shock delivered " , "AHRE burden 2%, longest 3 h."]))
        if d.parts[-1].endswith("delivered "):
            d.add(c.Dw(c.ago(r.randint(3, 40))), ".")
        d.add("\n")
    d.add("\nIndication: ", r.choice(["complete heart block", "sick sinus syndrome", "primary prevention ICD (EF 30%)",
                                      "secondary prevention (VF arrest)", "CRT for LBBB and HFrEF", "unexplained syncope"]), "\n")
    if "loop" not in dev:
        d.add("Programmed: mode ", r.choice(["DDD", "DDDR", "VVIR", "DDD-CLS", "AAI<=>DDD"]), ", lower rate ", str(r.choice([50, 60, 70])),
              ", upper tracking ", str(r.choice([120, 130, 140])), "; ", r.choice(["VF zone 220 bpm, VT zone 180 bpm", "no tachy therapies",
                                                                                    "VT monitor zone 160 bpm"]), "\n")
        d.add("Sensing: P wave %.1f mV, R wave %.1f mV\n" % (r.uniform(1.5, 5.0), r.uniform(5, 20)))
    d.add("Remote monitoring: ", r.choice(["connected, transmissions regular", "no transmission for 6 weeks - patient contacted",
                                           "monitor replaced"]), "; last transmission ", c.Dh(c.ago(r.randint(1, 40))), "\n")
    d.add("Previous checks: ", c.Dh(c.past(150, 200)), ", ", c.Dh(c.past(320, 400)), "\n")
    d.nl()
    if c.chance(0.6):
        d.add("History since last check: ", PR.para(c, e, "general_history", 2, 3), "\n")
    d.add("Comments: ", c.pt.t(), " ", r.choice(["feels well", "reports occasional dizziness", "asked about driving", "reports no shocks"]), ". ")
    if c.chance(0.5):
        if c.L == "UK":
            d.add("Driving licence number recorded for DVLA notification: ", Phi(LF.uk_driving(r, c.pt.family), "LICENSE"), ". ")
        elif c.L == "US":
            d.add("Driver's license ", Phi(LF.us_driving(r), "LICENSE"), " on file; advised no commercial driving. ")
        else:
            d.add("Advised about driving restrictions after ", r.choice(["ICD shock", "device implant"]), ". ")
    d.add("Next ", r.choice(["remote transmission", "clinic check"]), " due ", c.D(c.later(r.randint(60, 200))), ".\n\n")
    d.add("Checked by: ", phys.full(), ", ", phys.role, "\n")
    d.add("Reviewed by: Dr", c.dot, " ", cons.init_sur(), "\n")
    if c.chance(0.5):
        d.add("Report sent to Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N(), " (fax ", Phi(c.gpprac.fax, "FAX"), ")\n")
    return d


def letter_patient(c):
    """Letter written directly to the patient (increasingly common in UK/IE/NZ)."""
    r = c.r
    d = Doc()
    e = c.env()
    scen = r.choice(SCEN)
    cons = c.doctor("Consultant Cardiologist")
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    CH.letterhead(d, c, r.choice(["Cardiology", "Department of Cardiology", "Cardiology Outpatients"]), email=True, url=c.chance(0.4))
    d.nl()
    d.add(c.pt.title, c.dot, " ", c.pt.full(), "\n", c.addr_block(c.paddr), "\n")
    d.add(c.D(c.later(r.randint(1, 8))), "\n\n")
    ids = CH.id_list(c, plans=False)
    for lab, val in ids:
        d.add(lab, ": ", val, "   ")
    d.add("DOB: ", c.Dh(c.dob), "\n\n")
    d.add("Dear ", c.pt.title, c.dot, " ", c.pt.sur(), ",\n\n")
    d.add("Thank you for coming to see me in the cardiology clinic at ", c.hosp.N(), " on ", c.Dw(c.visit),
          ". I am writing to you directly, with a copy to your GP, Dr", c.dot, " ", c.gp.sur(), ", to summarise what we discussed.\n\n")
    d.add("What we found\n")
    ef, lv = clin.lv_desc(c)
    d.add("Your heart scan (echocardiogram) on ", c.D(c.ago(r.randint(5, 90))), " showed that your heart pumps ",
          "normally" if ef >= 55 else "less strongly than normal", " (ejection fraction about %d%%). " % ef,
          "Your ECG showed ", r.choice(["a normal rhythm", "atrial fibrillation, an irregular rhythm", "a slow but regular rhythm"]), ".\n\n")
    d.add("Your diagnoses\n")
    for ln in dx_lines(c, scen, hosp2):
        d.add("- ", ln, "\n")
    d.add("\nWhat we discussed\n", PR.para(c, e, "discussion_you", 2, 3), "\n")
    d.add("\nWhat happens next\n")
    d.add(plan(c, scen))
    d.add("\nWe will see you again on ", c.Dw(CH.next_appt(c)), ". If you need to change this appointment please ring the booking office on ",
          Phi(c.phone("land"), "PHONE"), r.choice([" or email ", " or write to "]), c.inst_email(c.hosp, "cardiology.bookings"), ".\n\n")
    if c.chance(0.5):
        f = c.relative()
        d.add("It was good to meet your ", f.rel, ", ", f.first(), ", who came with you.\n\n")
    CH.signature(d, c, cons, "Consultant Cardiologist", lic=c.licence_for(cons) if c.chance(0.5) else None)
    d.nl()
    d.add("cc: Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N(), ", ", c.addr_inline(c.gpprac.addr), "\n")
    return d


def build(c):
    L = c.L
    r = c.r
    if L == "US":
        f = r.choice([us_consult, us_consult, device_clinic])
    elif L == "CA":
        f = r.choice([us_consult, letter_gp, device_clinic])
    elif L in ("UK", "IE", "NZ"):
        f = r.choice([letter_gp, letter_gp, letter_patient, device_clinic])
    else:
        f = r.choice([letter_gp, letter_gp, device_clinic])
    return f(c), f.__name__
