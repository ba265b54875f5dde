"""Genre 2: outpatient letters from surgical specialties (IE)."""
from core import m, table, aligned
from common import time, medlist, ALLERGY, pick, dictation_footer
from ctx import Ctx
import datetime as dt

SPEC_AGE = {"ENTRecurr": (16, 42), "Breast SurgeryLeft b": (18, 45), "Plastic SurgeryNodula": (55, 92)}

PREOP = [
    "From an anaesthetic point of view {he} is ASA {asa}. {He} will need a pre-assessment visit with ECG and bloods.",
    "{He} takes apixaban and this will need to be held for 48 hours pre-operatively; I have asked the pre-assessment nurses to arrange bridging advice.",
    "BMI today was {bmi}. I have explained that anaesthetic risk rises with BMI and encouraged a weight-loss programme.",
    "HbA1c is {a1c} mmol/mol, which is acceptable for elective surgery.",
    "{He} is a smoker and I have strongly advised stopping at least six weeks before surgery to reduce wound and chest complications.",
    "There is a history of a difficult airway noted on a previous anaesthetic chart; I have flagged this for the anaesthetic team.",
]
INFO = [
    "I have given {him} our written information leaflet and directed {him} to {url} for further reading.",
    "We discussed the alternatives including continued conservative management, and {he} would like to proceed.",
    "{He} understands the waiting list is currently long and will contact my secretary if symptoms change.",
    "Written consent will be confirmed on the day of surgery.",
]

SPEC = [
    dict(spec="Orthopaedic", dx=["Right knee osteoarthritis, Kellgren-Lawrence grade 4", "Left hip osteoarthritis"],
         hx="has had progressive knee pain over two years, now limiting walking to 200 metres and disturbing sleep. Intra-articular "
            "steroid injection gave only six weeks of relief. Uses a stick outdoors.",
         ex="There is a fixed flexion deformity of 10 degrees with a range to 95 degrees, varus alignment, medial joint line "
            "tenderness and crepitus. Ligaments are stable. Oxford Knee Score 17/48.",
         ix="Weight-bearing radiographs show bone-on-bone medial compartment loss with osteophytes.",
         plan="I have listed for a right total knee replacement. We discussed risks including infection (1-2%), DVT/PE, stiffness, "
              "ongoing pain in about 1 in 10 and revision surgery. BMI is 31 and I have encouraged weight loss before surgery.",
         proc="right total knee replacement"),
    dict(spec="General Surgery", dx=["Symptomatic cholelithiasis", "Biliary colic x4 episodes"],
         hx="describes recurrent right upper quadrant pain after fatty meals, lasting up to four hours, with one attendance to ED. "
            "No jaundice, no fevers.",
         ex="Abdomen soft, mildly tender in the right upper quadrant, Murphy's sign negative today. No palpable masses.",
         ix="Ultrasound abdomen shows multiple gallstones, CBD 5mm, no cholecystitis. LFTs normal.",
         plan="I have placed on the waiting list for laparoscopic cholecystectomy as a day case. Low fat diet advised in the meantime.",
         proc="laparoscopic cholecystectomy"),
    dict(spec="General Surgery", dx=["Right inguinal hernia, reducible"],
         hx="noticed a lump in the right groin about six months ago, aching after heavy lifting at work. It reduces when lying down.",
         ex="There is a reducible right inguinal hernia with a positive cough impulse. Left side normal. Testes normal.",
         ix="No imaging required.",
         plan="I have offered an open mesh repair (Lichtenstein) under general anaesthetic. Advised no heavy lifting for 4-6 weeks post-op.",
         proc="right open inguinal hernia repair with mesh"),
    dict(spec="Vascular Surgery", dx=["Peripheral arterial disease, left SFA occlusion", "Intermittent claudication (Rutherford 3)"],
         hx="reports cramping left calf pain at 100 metres relieved by rest. Smoker of 20 per day. No rest pain, no tissue loss.",
         ex="Femoral pulses present bilaterally; left popliteal and pedal pulses absent. ABPI right 0.92, left 0.58. Feet warm, no ulceration.",
         ix="Arterial duplex: 12cm occlusion of the left superficial femoral artery with good reconstitution above the knee.",
         plan="Best medical therapy: atorvastatin 80mg, clopidogrel 75mg, supervised exercise programme. Smoking cessation is key and "
              "I have referred to the HSE quit service. Review in 3 months; intervention only if lifestyle limiting despite exercise.",
         proc="angioplasty"),
    dict(spec="Urology", dx=["Lower urinary tract symptoms secondary to BPH", "PSA 5.8 ng/mL"],
         hx="has nocturia x4, hesitancy and poor stream. IPSS 22, QoL score 5. Tamsulosin has helped partially.",
         ex="DRE: smooth, moderately enlarged benign-feeling prostate, approx 50g. Abdomen soft, bladder not palpable.",
         ix="Flow rate Qmax 8 ml/s, voided 210ml, post-void residual 140ml. mpMRI prostate PI-RADS 2.",
         plan="Added finasteride 5mg daily. PSA will be repeated in six months. We discussed TURP or HoLEP should symptoms not settle.",
         proc="TURP"),
    dict(spec="ENT", dx=["Recurrent acute tonsillitis (7 episodes in past year)"],
         hx="has had seven documented episodes of tonsillitis in the last year requiring antibiotics and time off work.",
         ex="Tonsils grade 2, cryptic. No cervical lymphadenopathy today. Ears and nose normal.",
         ix="Meets SIGN criteria for tonsillectomy.",
         plan="Listed for bilateral tonsillectomy. Discussed secondary haemorrhage risk (approx 3-5%) and need for two weeks off work.",
         proc="tonsillectomy"),
    dict(spec="Breast Surgery", dx=["Left breast fibroadenoma (B2 on core biopsy)"],
         hx="was referred with a palpable lump in the left breast, upper outer quadrant, noticed about a month ago. No nipple discharge. "
            "No family history of breast or ovarian cancer.",
         ex="A 2cm smooth mobile lump at 2 o'clock, 4cm from the nipple. No axillary nodes.",
         ix="Triple assessment: U/S U3, mammogram M2, core biopsy B2 - fibroadenoma.",
         plan="Benign. Reassured. Discharged back to GP care with advice to re-present with any change.",
         proc=None),
    dict(spec="Colorectal Surgery", dx=["Rectal bleeding, grade 2 haemorrhoids", "Change in bowel habit"],
         hx="reports bright red blood on the paper and in the pan for three months, and looser stools. Weight stable. FIT 42 ug/g.",
         ex="Abdomen unremarkable. PR: no palpable mass. Rigid sigmoidoscopy to 15cm normal. Proctoscopy: grade 2 haemorrhoids.",
         ix="Hb 128, ferritin 22.",
         plan="Colonoscopy arranged given positive FIT and change in bowel habit. Banding can be done at the same sitting if appropriate.",
         proc="colonoscopy"),
    dict(spec="Plastic Surgery", dx=["Nodular BCC, right nasal sidewall"],
         hx="has a slowly enlarging pearly lesion on the right side of the nose for about a year, occasionally bleeding.",
         ex="8mm pearly nodule with telangiectasia on the right nasal sidewall. No other suspicious lesions on skin check.",
         ix="Dermoscopy consistent with BCC.",
         plan="Listed for excision with 4mm margins and local flap reconstruction under local anaesthetic.",
         proc="excision of BCC and local flap"),
    dict(spec="Orthopaedic (Hand)", dx=["Right carpal tunnel syndrome"],
         hx="has numbness and tingling of the right thumb, index and middle fingers, worse at night, with clumsiness. Splinting "
            "has not helped.",
         ex="Positive Tinel's and Phalen's at the right wrist. Mild thenar wasting. 2-point discrimination 7mm.",
         ix="Nerve conduction studies: moderate-severe right median nerve compression at the wrist.",
         plan="I have listed for a right carpal tunnel decompression under local anaesthetic.",
         proc="right carpal tunnel decompression"),
]


def gen(rng, idx):
    c = Ctx(rng, "IE", age_range=(19, 92))
    r = c.rng
    sp = r.choice(SPEC)
    lo, hi = SPEC_AGE.get(sp["spec"] + sp["dx"][0][:6], (38, 89))
    c.age = r.randint(lo, hi)
    c.dob = c.today - dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
    if sp["spec"] == "Breast Surgery":
        c.pt.sex = "F"
        c.pt.first = r.choice(["Aoife", "Siobhán", "Ciara", "Caoimhe", "Saoirse", "Niamh", "Orla", "Sinéad", "Clodagh", "Raluca", "Eimear"])
    cons = c.person()
    reg = c.person()
    sec = c.person(sex="F")
    gp = c.person()
    gp_prac = c.hospital("gp")
    gp_town = c.new_town()
    hosp = c.hospital("hosp", town=c.new_town())
    htown = c.new_town()
    hcounty = c.new_region()
    d_clinic = c.today
    d_typed = c.ahead(r.randint(2, 12))
    ctitle = "Mr" if cons.sex == "M" else "Ms"
    if r.random() < 0.3:
        ctitle = "Prof"
    out = []
    # letterhead
    style = r.choice(["formal", "formal", "memo", "clinic_summary"])
    out.append(m("HOSPITAL", hosp).upper() if False else m("HOSPITAL", hosp))
    out.append("Department of %s" % sp["spec"])
    out.append(", ".join([m("STREET", c.new_street()), m("CITY", htown), "Co. " + m("CITY", hcounty)]) +
               (" " + m("ZIP", c.new_postcode()) if r.random() < 0.6 else ""))
    out.append("Tel: %s   Fax: %s" % (m("PHONE", c.phone("land")), m("FAX", c.phone("land"))))
    if r.random() < 0.6:
        out.append("Email: %s   %s" % (m("EMAIL", c.email(None)), m("URL", c.url())))
    out.append("")
    out.append("%s %s, %s" % (ctitle, m("DOCTOR", cons.full), r.choice(["FRCSI", "MCh FRCS (Tr&Orth)", "MD FRCSI", "FRCS"])))
    out.append("Consultant %s Surgeon" % sp["spec"].split(" (")[0].replace(" Surgery", ""))
    out.append("Secretary: %s  %s%s" % (m("DOCTOR", sec.full), m("PHONE", c.phone("land")), ""))
    out.append("")
    out.append("Our Ref: %s/%s" % (m("DOCTOR", cons.initials(False)), m("DOCTOR", sec.initials(False).lower())) +
               "    MRN: " + m("MRN", c.ID("mrn")))
    out.append("Date: " + c.D(d_typed))
    out.append("")
    out.append("PRIVATE & CONFIDENTIAL")
    out.append(c.doc(gp, r.choice(["dr_full", "dr_fi"])))
    out.append(m("HOSPITAL", gp_prac))
    out.append(m("STREET", c.new_street()))
    out.append(m("CITY", gp_town))
    if r.random() < 0.5:
        out.append("Co. " + m("CITY", c.region))
    out.append("")
    re_line = "Re: %s, DOB %s" % (c.P(r.choice(["title_full", "full", "LF_caps"])), c.D(c.dob))
    out.append(re_line)
    out.append("    " + c.addr1())
    ids = []
    if r.random() < 0.6:
        ids.append("GMS No: " + m("HEALTHPLAN", c.ID("gms")))
    if r.random() < 0.35:
        ids.append(r.choice(["VHI", "Laya", "Irish Life Health"]) + " member no. " + m("HEALTHPLAN", c.ID("ie_ins")))
    if r.random() < 0.3:
        ids.append("PPSN " + m("SSN", c.ID("ppsn")))
    if ids:
        out.append("    " + "  |  ".join(ids))
    out.append("Clinic date: %s    Seen by: %s" % (c.D(d_clinic, r.choice(["dmy", "d_month_y", "dth_month_y"])),
                                                 r.choice([c.doc(reg, "dr_full"), ctitle + " " + m("DOCTOR", cons.last)])))
    out.append("")
    fn = c.nm(c.pt, "PATIENT", "first")
    title_last = c.P("title_last")
    out.append("Dear " + c.doc(gp, "dr_last") + ",")
    out.append("")
    if style == "clinic_summary":
        out.append("Diagnosis:")
        for x in sp["dx"]:
            out.append("  - " + x)
        out.append("Plan:")
        out.append("  - " + sp["plan"].split(". ")[0] + ".")
        out.append("  - Review: " + r.choice(["SOS", "6 months", "post-op clinic 6/52", "with results"]))
        out.append("")
    age = c.A(r.choice(["year-old", "word", "yearold_sp"]))
    job = c.profession()
    opener = r.choice([
        "I reviewed %s, a %s %s, in the %s clinic today." % (title_last, age, job, sp["spec"].lower()),
        "Thank you for referring this pleasant %s %s, whom I saw in clinic on %s." % (age, "gentleman" if c.pt.sex == "M" else "lady",
                                                                                      c.D(d_clinic, "dth_month")),
        "I was delighted to meet %s today at your request." % title_last,
        "Many thanks for your referral dated %s regarding %s." % (c.D(c.ago(r.randint(40, 200))), title_last),
    ])
    out.append(opener)
    out.append("")
    pro = "He" if c.pt.sex == "M" else "She"
    pos = "His" if c.pt.sex == "M" else "Her"
    para = "%s %s" % (fn, sp["hx"])
    out.append(para)
    kin = c.relative(r.choice(["wife", "husband", "daughter", "son", "partner"]))
    soc = r.choice([
        "%s works as a %s with %s and lives with %s %s %s in %s." % (pro, job, m("ORGANIZATION", c.employer()), pos.lower(), kin.rel,
                                                                    c.nm(kin, "FAMILY", "first"), m("CITY", c.town)),
        "%s is a %s, married to %s, and attended today with %s %s." % (pro, job, c.nm(kin, "FAMILY", "first"), pos.lower(), kin.rel),
        "Socially, %s lives in %s with %s %s, and is a non-smoker." % (pro.lower(), m("CITY", c.town), pos.lower(), kin.rel),
    ])
    out.append(soc)
    pmh = pick(c, ["hypertension", "type 2 diabetes", "asthma", "hypothyroidism", "previous appendicectomy", "GORD",
                   "atrial fibrillation on apixaban", "obesity (BMI 33)", "sleep apnoea on CPAP", "depression"], r.randint(1, 4))
    out.append("%s past history includes %s. Allergies: %s." % (pos, ", ".join(pmh), pick(c, ALLERGY)))
    if r.random() < 0.4:
        out.append("%s had a previous procedure at %s in %s." % (pro, m("HOSPITAL", c.hospital("hosp")),
                                                                   c.D(c.ago(r.randint(400, 5000)), r.choice(["year", "month_y"]))))
    out.append("")
    out.append("On examination, " + sp["ex"][0].lower() + sp["ex"][1:] + " " + r.choice([
        "Blood pressure was %d/%d and pulse %d, regular." % (r.randint(112, 165), r.randint(62, 95), r.randint(58, 92)),
        "Chest was clear and heart sounds normal.", "General examination was otherwise unremarkable.", ""]))
    out.append("")
    out.append("Investigations:")
    out.append("  - " + sp["ix"])
    for t, res in r.sample([("FBC", "Hb %d, WCC %.1f, Plt %d" % (r.randint(112, 158), r.uniform(4.5, 10.5), r.randint(160, 380))),
                            ("U&E", "Na %d, K %.1f, creatinine %d, eGFR %d" % (r.randint(135, 143), r.uniform(3.6, 5.0), r.randint(55, 120), r.randint(55, 90))),
                            ("Coagulation screen", "INR %.1f, APTT normal" % r.uniform(0.9, 1.2)), ("ECG", "sinus rhythm, rate %d, normal axis" % r.randint(58, 90)),
                            ("Chest X-ray", "no acute abnormality"), ("LFTs", "within normal limits"), ("HbA1c", "%d mmol/mol" % r.randint(36, 70))],
                           r.randint(1, 3)):
        out.append("  - %s (%s): %s" % (t, c.D(c.ago(r.randint(5, 120)), r.choice([c.dstyle, "dmy", "d_mon_y"])), res))
    out.append("")
    out.append("Current medications:")
    for x in medlist(c, r.randint(2, 6)):
        out.append("  " + x)
    out.append("")
    out.append(sp["plan"])
    pz = {"he": pro.lower(), "He": pro, "him": "him" if c.pt.sex == "M" else "her", "asa": r.choice(["I", "II", "II", "III"]),
          "bmi": r.randint(21, 41), "a1c": r.randint(40, 68), "url": m("URL", c.url())}
    out.append(" ".join(x.format(**pz) for x in r.sample(PREOP, r.randint(1, 3))))
    out.append(" ".join(x.format(**pz) for x in r.sample(INFO, r.randint(1, 3))))
    if sp["proc"]:
        out.append("I anticipate the %s will take place at %s within %s. Pre-assessment will contact %s on %s." % (
            sp["proc"], m("HOSPITAL", r.choice([hosp, c.hospital("hosp")])), r.choice(["12 weeks", "the next 4-6 months", "3 months"]),
            c.P(r.choice(["first", "title_last"])), m("PHONE", c.phone("mob"))))
        if r.random() < 0.5:
            out.append("Provisional date: %s (TCI 07:30, fasting from midnight)." % c.D(c.ahead(r.randint(30, 160)), r.choice(["wd_long", "d_month_y", "dmy"])))
    out.append("")
    if style == "memo" or r.random() < 0.3:
        out.append("Follow up: " + r.choice(["%s clinic in %s" % (sp["spec"], "6 months"), "PRN", "post-operatively at 6 weeks",
                                             "on %s" % c.D(c.ahead(r.randint(60, 200)))]))
        out.append("")
    if r.random() < 0.5:
        out.append("OUTCOME: %s" % r.choice(["Added to waiting list (category %d)" % r.randint(1, 3), "Discharged to GP", "Review with results",
                                              "Awaiting investigations"]))
        out.append("Waiting list ref: %s    Date listed: %s" % (m("IDNUM", "WL" + str(r.randint(100000, 999999))), c.D(c.today, "dmy")))
        out.append("")
    out.append("Kind regards," if r.random() < 0.5 else "Yours sincerely,")
    out.append("")
    out.append("")
    signer = r.choice(["cons", "reg"])
    if signer == "cons":
        out.append("%s %s" % (ctitle, m("DOCTOR", cons.full)))
        out.append("Consultant Surgeon    IMC No. " + m("LICENSE", c.licence()))
    else:
        out.append(c.doc(reg, "dr_full"))
        out.append("Specialist Registrar to %s %s    IMC " % (ctitle, m("DOCTOR", cons.last)) + m("LICENSE", c.licence()))
        if r.random() < 0.5:
            out.append("(dictated but not signed)")
    out.append("")
    cc = ["cc: " + c.P(r.choice(["title_full", "full"])) + ", " + c.addr1()]
    if r.random() < 0.4:
        cc.append("    " + c.doc(c.person(), "dr_full") + ", " + m("HOSPITAL", c.hospital("hosp")))
    out += cc
    out.append("")
    out.append(dictation_footer(c, cons if signer == "cons" else reg, sec, d_clinic, d_typed))
    if r.random() < 0.35:
        out.append("Episode no. %s   Clinic code %s" % (m("ACCOUNT", c.ID("enc")), r.choice(["ORTH2", "GSURG-A", "UROL1", "VASC", "ENT3"])))
    return "\n".join(out), "surgical_outpatient_letter"
