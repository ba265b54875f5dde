"""Genres 4-5: cardiology consults / cath reports; operative and procedure notes."""
import datetime as dt

import blocks as B
import clinical as C
import fake
import pools
from seg import P
from tpl import T

DEVICES = ["Medtronic Azure XT DR MRI SureScan dual-chamber pacemaker",
           "Boston Scientific Accolade MRI pacemaker", "Abbott Assurity MRI pacemaker",
           "Medtronic Evera MRI XT DR ICD", "Boston Scientific Dynagen Mini ICD",
           "Biotronik Edora 8 DR-T pacemaker", "Abbott Gallant HF CRT-D",
           "Medtronic Reveal LINQ implantable loop recorder", "Medtronic Micra AV leadless pacemaker"]
STENTS = ["Xience Sierra 3.0 x 18 mm", "Resolute Onyx 2.75 x 22 mm", "Synergy 3.5 x 16 mm",
          "Xience Skypoint 3.25 x 23 mm", "Resolute Onyx 4.0 x 12 mm", "Synergy XD 2.5 x 20 mm"]

CONSULT_REASONS = [
    ('chest pain, rule out acute coronary syndrome',
     '{PT} is a {AGEN} with hypertension and hyperlipidemia who presented on {WK:0} with exertional chest tightness relieved by rest, occurring {N:3:6} times over the past two weeks. Last episode at rest this morning lasting 20 minutes. Troponin I 0.03 -> 0.05 -> 0.04. ECG without acute ischemic changes. HEART score 5.',
     ["Chest pain, intermediate risk; troponins flat.", "Hypertension.", "Hyperlipidemia, LDL above goal."]),
    ('preoperative cardiac risk assessment before hip arthroplasty',
     '{PT} is a {AGEN} scheduled for elective right total hip arthroplasty with {DRN:ortho:surgeon} on {DF:+3}. {He} walks {N:1:4} blocks before stopping for hip pain, climbs one flight of stairs slowly, and denies chest pain or syncope. Revised Cardiac Risk Index 1 (creatinine 2.1). Functional capacity estimated at about 4 METs.',
     ["Acceptable risk for intermediate-risk noncardiac surgery; no further testing needed per ACC/AHA algorithm.", "Continue beta-blocker perioperatively."]),
    ('new atrial fibrillation',
     '{PT} is a {AGEN} admitted on {D:-1} with pneumonia who developed atrial fibrillation with rates to the 140s overnight on {WK:0}. Hemodynamically stable. No prior history of AF. CHA2DS2-VASc 3, HAS-BLED 2.',
     ["Paroxysmal atrial fibrillation, new, provoked by acute illness.", "CHA2DS2-VASc 3."]),
    ('syncope',
     '{PT} is a {AGEN} who had a witnessed syncopal episode at {LMR} on {WK:-1}; bystanders reported no seizure activity and {he} recovered within a minute. Similar episode in {MY:-5}. Telemetry here showed a 4.2-second pause at 0310 on {D:0} and intermittent Mobitz II block.',
     ["Syncope with documented pause and Mobitz II block.", "Indication for permanent pacemaker."]),
    ('elevated troponin in the setting of sepsis',
     '{PT} is a {AGEN} admitted to the MICU on {D:-1} with urosepsis requiring norepinephrine. Troponin I peaked at 1.84 without chest pain; ECG shows sinus tachycardia at 124 with diffuse nonspecific ST changes. Cardiology asked to weigh in on type 1 versus type 2 MI.',
     ["Elevated troponin, likely type 2 myocardial injury (demand) in the setting of sepsis.", "Septic shock, improving."]),
    ('severe aortic stenosis, evaluation for TAVR',
     '{PT} is a {AGEN} referred by {DRN:pcp} with progressive dyspnea on exertion and one episode of exertional presyncope while {CH:climbing the stairs at church|walking the dog|carrying laundry} on {HOL}. Echo {DF:-12} showed severe calcific aortic stenosis: peak velocity 4.6 m/s, mean gradient 48 mmHg, AVA 0.7 cm2, EF 55%. STS PROM 4.8%.',
     ["Severe symptomatic aortic stenosis.", "Candidate for TAVR evaluation by the heart team."]),
    ('acute decompensated heart failure',
     '{PT} is a {AGEN} with nonischemic cardiomyopathy (EF 20%) and an ICD who presents with volume overload. {He} was last hospitalized at {OHOSP} in {MY:-4}. Weight up {N:8:15} lb since {his} last clinic visit with {DRN:hf:cardiology} on {DF:-30}.',
     ["Acute decompensated HFrEF, NYHA class III-IV.", "ICD in place, no shocks."]),
    ('symptomatic bradycardia',
     '{PT} is a {AGEN} who presented with fatigue and two near-syncopal episodes. ECG showed complete heart block with a junctional escape at 38 bpm. Not on AV nodal blocking agents. TSH and potassium normal. Lyme serologies pending given a tick bite during a trip to {STATE} in {MY:-1}.',
     ["Complete heart block, symptomatic.", "Rule out Lyme carditis."]),
]


def _device_line(x):
    r = x.r
    dev = r.choice(DEVICES)
    imp = x.anchor - dt.timedelta(days=r.randint(200, 3500))
    return T(x, r.choice([
        "%s implanted %s by {DRN:ep:cardiology} at {OHOSP}; SN %s. Last interrogation {D:-%d}: normal device function, "
        "battery 8.5 years, RV pacing 12%%." % (dev, x.D(imp), P("DEVICE", fake.serial(r)), r.randint(10, 200)),
        "%s (serial number %s), placed in %s for %s." % (dev, P("DEVICE", fake.serial(r)), x.D(imp, "year"),
                                                         r.choice(["sick sinus syndrome", "CHB", "primary prevention", "VT arrest"])),
        "Device: %s, model on card, serial %s, implant date %s." % (dev, P("DEVICE", fake.serial(r)), x.D(imp)),
    ]))


def _ecg(x):
    r = x.r
    return T(x, r.choice([
        "ECG {D:0}: sinus rhythm at %d bpm, PR %d ms, QRS %d ms, QTc %d ms. %s. Compared with ECG of {DX:-%d}, %s." % (
            r.randint(52, 98), r.randint(140, 240), r.randint(80, 150), r.randint(400, 500),
            r.choice(["Left bundle branch block", "Left axis deviation", "Q waves in II, III, aVF",
                      "No acute ST-T changes", "LVH with strain"]), r.randint(60, 900),
            r.choice(["no significant change", "new T-wave inversions in V1-V3", "rate is faster"])),
        "ECG: atrial fibrillation, ventricular rate %d, no acute ST changes, no delta wave, QTc %d." % (
            r.randint(88, 150), r.randint(410, 480)),
    ]))


def cardiology(x):
    r = x.r
    if r.random() < 0.5:
        return cardiology_consult(x)
    return cath_report(x)


def cardiology_consult(x):
    r = x.r
    reason, hpi, imp = r.choice(CONSULT_REASONS)
    cons = x.staff("cardsc", "cardiology")
    req = x.staff("att", "physician")
    parts = [B.hosp_banner(x), "", r.choice(["CARDIOLOGY CONSULTATION", "CARDIOVASCULAR CONSULTATION NOTE",
                                             "INPATIENT CARDIOLOGY CONSULT"]), ""]
    f = B.pt_fields(x)
    f.append(("ACCOUNT", P("ACCOUNT", x.acct)))
    f.append((r.choice(["DATE OF CONSULTATION", "CONSULT DATE", "DATE"]), x.D(x.anchor)))
    f.append((r.choice(["REQUESTING PHYSICIAN", "REFERRING PHYSICIAN", "REQUESTED BY"]),
              x.DOC(req, r.choice(["dr_full", "full_cred", "lf_caps_cred"]))))
    f.append((r.choice(["CONSULTANT", "CARDIOLOGIST"]), x.DOC(cons, r.choice(["full_cred", "caps_full_cred"]))))
    if r.random() < 0.5:
        f.append(("LOCATION", x.room_bed()))
    parts.append(B.header_block(x, f))
    parts.append("")
    S = lambda t, b: parts.append(B.sec(x, t, b))
    S("Reason for consultation", reason.capitalize() + ".")
    S("History of present illness", T(x, hpi) + " " + T(x, r.choice([
        "History obtained from the patient and {his} {CH:{SPOUSE}|daughter {FAMF:dau:daughter}}.",
        "Outside records from {OHOSP} reviewed.", "{He} is followed as an outpatient by {DRN:pcp} at {CLIN}.",
    ])))
    hist = []
    if r.random() < 0.6:
        hist.append(T(x, "- Left heart cath {MY:-%d} at {OHOSP}: %s." % (r.randint(6, 120), r.choice(
            ["nonobstructive CAD", "70% proximal RCA treated with DES", "chronic total occlusion of the RCA with left-to-right collaterals",
             "normal coronaries"]))))
    if r.random() < 0.55:
        hist.append("- " + _device_line(x))
    hist.append(T(x, "- Echo {DX:-%d}: EF %d%%, %s." % (r.randint(20, 700), r.choice([20, 25, 35, 45, 55, 60]),
                                                          r.choice(["grade II diastolic dysfunction", "mild MR", "moderate TR, RVSP 44",
                                                                    "no significant valvular disease"]))))
    if r.random() < 0.4:
        hist.append(T(x, "- Nuclear stress test (Lexiscan) {DX:-%d}: %s." % (r.randint(100, 1500), r.choice(
            ["no ischemia", "small fixed inferior defect", "moderate reversible anterior defect"]))))
    S("Cardiac history", hist)
    S("Past medical history", ", ".join(r.sample(C.PMH, r.randint(4, 7))) + ".")
    S("Medications", C.meds_list(x, r.randint(4, 8), numbered=False))
    S("Allergies", r.choice(C.ALLERGIES))
    S("Social history", B.occupation(x) + " " + B.habits(x))
    S("Family history", B.family_history(x))
    S("Physical examination", ["Vitals: " + C.vitals(x)] + C.exam(x, n=5))
    S("Electrocardiogram", _ecg(x))
    S("Laboratory", [C.bmp(x, "abbr"), C.cbc(x, "abbr"), C.misc_labs(x)])
    S("Impression", ["%d. %s" % (i, s) for i, s in enumerate(imp, 1)])
    rec = r.sample([
        "Continue aspirin 81 mg and high-intensity statin.",
        "Heparin drip only if troponin rises; otherwise no anticoagulation.",
        "Rate control with metoprolol tartrate 25 mg q6h; start apixaban if no bleeding risk.",
        "Transthoracic echocardiogram.", "Left heart catheterization {WD:+1}; NPO after midnight; hold metformin.",
        "Regadenoson nuclear stress test as outpatient.",
        "Temporary transvenous pacer on standby; EP ({DRN:ep:cardiology}) aware for permanent pacemaker {WK:+1}.",
        "Keep K > 4.0 and Mg > 2.0.", "Daily weights, strict I&O, IV furosemide 80 mg BID.",
        "Will present at heart team conference on {WD:+%d}." % r.randint(2, 6),
    ], 4)
    S("Recommendations", ["%d. %s" % (i, T(x, s)) for i, s in enumerate(rec, 1)])
    parts.append(T(x, r.choice([
        "Thank you, %s, for this interesting consultation. We will follow along with you. "
        "Please call with questions, pager %s." % (x.DOC(req, "dr"), P("PHONE", fake.pager(r))),
        "Thank you for allowing us to participate in the care of %s. Cardiology fellow {DOC:fellow:resident} "
        "will follow daily." % x.PT("title"),
        "Discussed with {PT} and {his} family at the bedside; they agree with the plan.",
    ])))
    parts.append("")
    parts.append(B.dictation_footer(x, cons, x.anchor, cc=[x.DOC(req, "dr_full")] + B.cc_pcp(x)[:2]
                                    if r.random() < 0.6 else None))
    return "\n".join(parts), {"subtype": "consult"}


def cath_report(x):
    r = x.r
    op = x.staff("cathop", "cardiology")
    fel = x.staff("fellow", "resident")
    ref = x.staff("ref", r.choice(["physician", "cardiology"]))
    nurse = x.staff("cathrn", "nurse")
    parts = [B.hosp_banner(x, with_addr=r.random() < 0.4),
             r.choice(["CARDIAC CATHETERIZATION LABORATORY", "Cardiac Cath Lab"]), "",
             r.choice(["CARDIAC CATHETERIZATION REPORT", "LEFT HEART CATHETERIZATION / PCI REPORT",
                       "CATHETERIZATION AND INTERVENTION REPORT"]), ""]
    f = B.pt_fields(x, sexage=r.random() < 0.5)
    f.append(("ENCOUNTER", P("ACCOUNT", fake.encounter(r))))
    f.append(("PROCEDURE DATE", x.D(x.anchor)))
    f.append(("OPERATOR", x.DOC(op, r.choice(["full_cred", "caps_full_cred"]))))
    f.append(("FELLOW", x.DOC(fel, "full_cred")))
    f.append(("REFERRING", x.DOC(ref, r.choice(["dr_full", "full_cred"]))))
    parts.append(B.header_block(x, f))
    parts.append("")
    S = lambda t, b: parts.append(B.sec(x, t, b))
    ind = r.choice(["NSTEMI", "unstable angina", "abnormal stress test with anterior ischemia", "inferior STEMI",
                    "new cardiomyopathy, EF 30%", "preoperative evaluation before valve surgery"])
    S("Indication", T(x, r.choice(["{AGEN} with %s." % ind, "{PTT} is a {AGEN} with %s." % ind,
                                   "{PTN}, {AGE}, %s." % ind])))
    rhc = r.random() < 0.35
    procs = ["Left heart catheterization", "Selective coronary angiography", "Left ventriculography"]
    if rhc:
        procs.append("Right heart catheterization with Swan-Ganz catheter")
    pci = r.random() < 0.65
    if pci:
        procs.append("PCI with drug-eluting stent")
    S("Procedures performed", ["%d. %s" % (i, p) for i, p in enumerate(procs, 1)])
    S("Access", r.choice(["Right radial artery, 6 Fr Glidesheath Slender, modified Allen test normal (Barbeau B).",
                          "Right common femoral artery, 6 Fr sheath, micropuncture under ultrasound; closed with Angio-Seal.",
                          "Left radial, 5 Fr; converted to right femoral due to radial spasm."]) +
      (" Right internal jugular vein 7 Fr for RHC." if rhc else ""))
    S("Sedation", T(x, "Moderate sedation with midazolam 2 mg and fentanyl 50 mcg IV, administered by %s under my "
                       "supervision; total sedation time %d minutes." % (x.NURSE(nurse), r.randint(25, 80))))
    hemo = "AO %d/%d, LV %d/%d, LVEDP %d mmHg." % (r.randint(100, 170), r.randint(50, 90), r.randint(100, 170),
                                                   r.randint(4, 12), r.randint(6, 32))
    if rhc:
        hemo += " RA %d, RV %d/%d, PA %d/%d (mean %d), PCWP %d, CO %.1f L/min (Fick), CI %.1f." % (
            r.randint(2, 16), r.randint(24, 60), r.randint(2, 12), r.randint(22, 64), r.randint(8, 30),
            r.randint(15, 40), r.randint(8, 30), r.uniform(3, 6.5), r.uniform(1.7, 3.4))
    S("Hemodynamics", hemo)
    les = r.choice(["mid LAD", "proximal LAD", "mid RCA", "proximal circumflex", "OM1", "distal RCA"])
    S("Coronary angiography", [
        "Left main: " + r.choice(["normal", "mild luminal irregularities"]) + ".",
        "LAD: " + ("90%% stenosis in the %s. " % les if "LAD" in les else "mild disease. ") + "D1 small.",
        "Circumflex: " + ("85%% stenosis at the %s." % les if les in ("proximal circumflex", "OM1") else "nonobstructive.") ,
        "RCA: dominant; " + ("95%% stenosis in the %s." % les if "RCA" in les else "30% mid stenosis."),
        "LV gram: EF %d%%, %s." % (r.randint(25, 65), r.choice(["no wall motion abnormality", "anterior hypokinesis",
                                                               "inferior akinesis", "mild MR"])),
    ])
    if pci:
        st = r.choice(STENTS)
        S("Intervention", T(x, "The %s lesion was engaged with a %s guide and crossed with a Runthrough wire. Predilated with a "
                               "2.5 mm balloon. A %s drug-eluting stent (lot %s) was deployed at 14 atm and postdilated with "
                               "a 3.5 mm NC balloon. Final result 0%% residual stenosis with TIMI 3 flow. No dissection. "
                               "Loading dose: ticagrelor 180 mg. Heparin %d units IV, ACT %d." % (
                                   les, r.choice(["EBU 3.5", "JL4", "JR4", "AL1"]), st, P("DEVICE", fake.lot(r)),
                                   r.randint(5000, 9000), r.randint(250, 330))))
    S("Contrast/fluoro", "Iohexol %d mL; fluoroscopy time %.1f min; air kerma %d mGy." % (
        r.randint(60, 240), r.uniform(4, 28), r.randint(300, 2400)))
    S("Estimated blood loss", "Minimal, < %d mL." % r.choice([5, 10, 20]))
    S("Complications", "None.")
    concl = ["Single-vessel CAD of the %s%s." % (les, ", treated with DES" if pci else "")]
    concl.append("LVEDP %s." % r.choice(["mildly elevated", "normal", "elevated at 24 mmHg"]))
    S("Conclusions", ["%d. %s" % (i, c) for i, c in enumerate(concl, 1)])
    S("Recommendations", [T(x, s) for s in r.sample([
        "Dual antiplatelet therapy with aspirin and ticagrelor for at least 12 months; do not interrupt without talking to cardiology.",
        "High-intensity statin.", "TR band per protocol; radial pulse check q15min.",
        "Cardiac rehab referral.", "Follow up with {DRN:ref:cardiology} in 2-4 weeks; clinic phone {PHONE}.",
        "Echo prior to discharge.", "Possible discharge {WD:+1} if groin stable.",
        "Discussed findings with {his} {CH:{SPOUSE}|daughter {FAM:dau:daughter}|son {FAM:son:son}} in the waiting area.",
    ], 4)])
    parts.append("")
    parts.append(B.dictation_footer(x, op, x.anchor, cc=[x.DOC(ref, "dr_full")] if r.random() < 0.6 else None))
    return "\n".join(parts), {"subtype": "cath"}


# ------------------------------------------------------------ operative notes
OPS = [
    dict(key="lapchole", name="Laparoscopic cholecystectomy", pre="Symptomatic cholelithiasis",
         post="Chronic calculous cholecystitis", anes="General endotracheal", ebl=(5, 40), spec="Gallbladder",
         drains="None", implants=None,
         desc="Pneumoperitoneum was established through a Hasson technique at the umbilicus. Three additional ports were placed "
              "under direct vision. The gallbladder was retracted cephalad; Calot's triangle was dissected and the critical view "
              "of safety obtained. The cystic duct and artery were clipped and divided. The gallbladder was removed from the liver "
              "bed with electrocautery and extracted in an Endo Catch bag. Hemostasis was confirmed. Fascia at the umbilicus was "
              "closed with 0 Vicryl and skin with 4-0 Monocryl."),
    dict(key="lapappy", name="Laparoscopic appendectomy", pre="Acute appendicitis", post="Acute suppurative appendicitis without perforation",
         anes="General endotracheal", ebl=(5, 25), spec="Appendix", drains="None", implants=None,
         desc="A 12 mm umbilical port was placed by open technique and two 5 mm ports in the suprapubic and left lower quadrant. "
              "The appendix was inflamed near McBurney's point without perforation. The mesoappendix was divided with a LigaSure "
              "and the base stapled with an Endo GIA 45 mm tan load. Irrigation until clear."),
    dict(key="hernia", name="Open right inguinal hernia repair with mesh (Lichtenstein)", pre="Right inguinal hernia",
         post="Right indirect inguinal hernia", anes="MAC with local (0.5% bupivacaine)", ebl=(5, 20), spec="None",
         drains="None", implants="mesh",
         desc="An oblique incision was made over the inguinal canal. The external oblique aponeurosis was opened and the ilioinguinal "
              "nerve identified and protected. An indirect sac was dissected off the cord and reduced. A polypropylene mesh was "
              "tailored and secured to the shelving edge of Poupart's ligament with running 2-0 Prolene."),
    dict(key="tka", name="Left total knee arthroplasty", pre="Left knee primary osteoarthritis",
         post="Same", anes="Spinal with adductor canal block", ebl=(100, 350), spec="None", drains="None",
         implants="knee",
         desc="A tourniquet was inflated to 300 mmHg. A medial parapatellar arthrotomy was performed. Distal femoral and proximal "
              "tibial cuts were made with standard instrumentation. Trial components showed good balance in flexion and extension. "
              "Final components were cemented. The patella was resurfaced. Tourniquet time 62 minutes. Closure in layers."),
    dict(key="tha", name="Right total hip arthroplasty, posterior approach", pre="Right hip osteoarthritis",
         post="Same", anes="Spinal", ebl=(200, 600), spec="Femoral head", drains="None", implants="hip",
         desc="Through a posterior approach the short external rotators were tagged and released. Femoral neck osteotomy was made. "
              "The acetabulum was reamed to 52 mm and a press-fit cup placed with one screw. The femur was broached and a cementless "
              "stem inserted. Leg lengths were equal. The hip was stable in flexion and internal rotation. Posterior capsule repaired."),
    dict(key="orif", name="ORIF right distal radius fracture", pre="Right distal radius fracture (Colles type)",
         post="Same, intra-articular", anes="General LMA with supraclavicular block", ebl=(10, 50), spec="None",
         drains="None", implants="plate",
         desc="A volar Henry approach was used. The pronator quadratus was elevated and the fracture reduced under fluoroscopy. "
              "A volar locking plate was applied with distal locking screws. Final images confirmed restoration of radial height "
              "and volar tilt. Pronator repaired; skin closed with 3-0 nylon."),
    dict(key="ppm", name="Dual-chamber permanent pacemaker implantation", pre="Symptomatic complete heart block",
         post="Same", anes="Local with moderate sedation", ebl=(10, 30), spec="None", drains="None", implants="ppm",
         desc="A left infraclavicular incision was made and a subcutaneous pocket fashioned. Axillary venous access was obtained "
              "under fluoroscopy using the Seldinger technique. Atrial and ventricular leads were positioned in the right atrial "
              "appendage and RV septum. Thresholds were acceptable. The generator was connected and placed in the pocket, which was "
              "irrigated with antibiotic solution and closed in layers."),
    dict(key="colo", name="Colonoscopy with cold snare polypectomy", pre="Screening, family history of colon cancer",
         post="Two sessile polyps, sigmoid diverticulosis", anes="MAC (propofol)", ebl=(0, 2), spec="Polyps x2",
         drains="None", implants=None,
         desc="Digital rectal exam was normal. The pediatric colonoscope was advanced to the cecum, identified by the appendiceal "
              "orifice and ileocecal valve. Boston Bowel Preparation Scale 8. Withdrawal time 11 minutes. A 6 mm sessile polyp in the "
              "ascending colon and a 4 mm polyp in the sigmoid were removed with cold snare. Retroflexion showed small internal hemorrhoids."),
    dict(key="port", name="Right internal jugular port placement under ultrasound and fluoroscopy",
         pre="Colon cancer requiring chemotherapy", post="Same", anes="Local with moderate sedation", ebl=(2, 10),
         spec="None", drains="None", implants="port",
         desc="The right internal jugular vein was accessed under ultrasound guidance with a micropuncture needle. A subcutaneous "
              "pocket was created in the right upper chest. The catheter was tunneled and positioned with the tip at the cavoatrial "
              "junction. The port aspirated and flushed well and was accessed and heparin-locked."),
    dict(key="ctr", name="Left carpal tunnel release", pre="Left carpal tunnel syndrome (positive Tinel and Phalen signs, EMG-confirmed)",
         post="Same", anes="Local with tourniquet (WALANT)", ebl=(1, 5), spec="None", drains="None", implants=None,
         desc="A 3 cm incision was made in line with the radial border of the ring finger. The palmar fascia was divided and the "
              "transverse carpal ligament released completely under direct vision. The median nerve was flattened but intact."),
    dict(key="thyroid", name="Total thyroidectomy with nerve monitoring", pre="Multinodular goiter with compressive symptoms",
         post="Same", anes="General endotracheal (NIM tube)", ebl=(20, 80), spec="Thyroid", drains="None", implants=None,
         desc="A Kocher incision was made. Strap muscles were separated in the midline. The recurrent laryngeal nerves were identified "
              "bilaterally and stimulated at 1 mA before and after resection. Parathyroid glands were preserved on their pedicles. "
              "Berry's ligament was divided. Hemostasis confirmed with Valsalva to 30 cmH2O."),
    dict(key="lami", name="L4-L5 decompressive laminectomy", pre="Lumbar spinal stenosis with neurogenic claudication",
         post="Same", anes="General endotracheal", ebl=(80, 300), spec="None", drains="Hemovac x1",
         implants=None,
         desc="The patient was positioned prone on a Jackson table. Level confirmed fluoroscopically. Subperiosteal dissection exposed "
              "the L4 and L5 laminae. Laminectomy with bilateral medial facetectomies and foraminotomies decompressed the thecal sac "
              "and L5 roots. No durotomy. Hemovac drain placed. Closure in layers."),
    dict(key="cysto", name="Cystoscopy with left retrograde pyelogram and ureteral stent placement",
         pre="Obstructing left proximal ureteral stone with infection", post="Same", anes="General LMA", ebl=(0, 5),
         spec="Urine for culture", drains="Foley catheter", implants="ustent",
         desc="Rigid cystoscopy showed normal bladder mucosa. The left ureteral orifice was cannulated and retrograde pyelogram showed "
              "a filling defect at the UPJ with proximal hydronephrosis. A sensor wire was advanced and a 6 Fr x 26 cm double-J stent "
              "placed with a good curl in the kidney and bladder. Cloudy urine returned and was sent for culture."),
]


def _implants(x, kind):
    r = x.r
    D = lambda: P("DEVICE", fake.lot(r))
    SN = lambda: P("DEVICE", fake.serial(r))
    if kind == "mesh":
        return "Bard polypropylene mesh 6 x 14 cm, lot %s." % D()
    if kind == "knee":
        return ["Zimmer Persona femoral component size 7, lot %s" % D(), "Persona tibial baseplate size F, lot %s" % D(),
                "Vivacit-E poly insert 11 mm, lot %s" % D(), "Palacos R+G cement x2, lot %s" % D()]
    if kind == "hip":
        return ["Stryker Trident cup 52 mm, lot %s" % D(), "Accolade II stem size 4, lot %s" % D(),
                "Ceramic head 36 mm +0, lot %s" % D()]
    if kind == "plate":
        return "Synthes 2.4 mm volar distal radius plate, lot %s, with 9 locking screws." % D()
    if kind == "ppm":
        return ["Generator: %s, serial %s" % (r.choice(DEVICES[:3] + DEVICES[5:6]), SN()),
                "RA lead: Medtronic CapSureFix Novus 5076-52, serial %s" % SN(),
                "RV lead: Medtronic CapSureFix Novus 5076-58, serial %s" % SN()]
    if kind == "port":
        return "Bard PowerPort 8 Fr, serial %s, lot %s." % (SN(), D())
    if kind == "ustent":
        return "Boston Scientific Percuflex Plus 6 Fr x 26 cm, lot %s." % D()
    return "None."


def operative_note(x):
    r = x.r
    op = r.choice(OPS)
    if op["key"] == "thyroid" and r.random() < 0.5:
        op = OPS[0]
    x.op_date = x.anchor
    surg = x.staff("surg", "surgeon")
    asst = x.staff("asst", r.choice(["resident", "np"]))
    anes = x.staff("anes", "physician")
    crna = x.staff("crna", "crna") if r.random() < 0.6 else None
    title = r.choice(["OPERATIVE REPORT", "OPERATIVE NOTE", "PROCEDURE NOTE", "REPORT OF OPERATION"])
    if op["key"] in ("colo",):
        title = "PROCEDURE NOTE"
    parts = [B.hosp_banner(x, with_addr=r.random() < 0.35), "", title, ""]
    f = B.pt_fields(x)
    f.append(("ACCT", P("ACCOUNT", x.acct)))
    f.append((r.choice(["DATE OF OPERATION", "DATE OF PROCEDURE", "DATE OF SURGERY", "OR DATE"]),
              x.D(x.anchor, x.datefmt() if r.random() < 0.7 else "wk_long" if not x.L.dmy else "wk_dmy_long")))
    if r.random() < 0.4:
        f.append(("LOCATION", r.choice(["Main OR", "Ambulatory Surgery", "Endoscopy Suite", "Heart Center OR"]) +
                  ", Room " + P("LOCATION_OTHER", str(r.randint(1, 14)))))
    parts.append(B.header_block(x, f))
    parts.append("")
    S = lambda t, b: parts.append(B.sec(x, t, b))
    S("Preoperative diagnosis", op["pre"] + ".")
    S("Postoperative diagnosis", op["post"] + ".")
    S("Procedure", op["name"] + ".")
    S("Surgeon", x.DOC(surg, r.choice(["full_cred", "caps_full_cred", "lf_caps_cred"])))
    S("Assistant", x.DOC(asst, "full_cred") + r.choice(["", " (resident)", "; a skilled assistant was required for retraction."]))
    an = x.DOC(anes, r.choice(["dr", "full_cred", "dr_full"]))
    if crna:
        an += " / " + x.NURSE(crna, "full_cred")
    S("Anesthesia", "%s; %s" % (op["anes"], an))
    S("Estimated blood loss", "%d mL." % r.randint(*op["ebl"]))
    S("Fluids", "%d mL crystalloid." % r.randint(300, 2200))
    S("Drains", op["drains"] + ".")
    spec = op["spec"]
    if spec != "None":
        S("Specimens", T(x, "%s to pathology (specimen {SPEC})." % spec))
    else:
        S("Specimens", "None.")
    if op["implants"]:
        S("Implants", _implants(x, op["implants"]))
    S("Complications", "None apparent.")
    S("Condition", r.choice(["Stable to PACU.", "Extubated, stable to recovery.", "Stable to Phase II recovery."]))
    ind = T(x, r.choice([
        "{PT} is a {AGEN} with %s who has failed conservative management. Risks, benefits and alternatives, including "
        "bleeding, infection, injury to surrounding structures and need for further surgery, were discussed with the patient "
        "and {his} {CH:{SPOUSE}|daughter {FAM:dau:daughter}|son {FAM:son:son}}, and "
        "informed consent was signed on {DX:-%d}." % (op["pre"].lower(), r.randint(1, 20)),
        "This {AGEN} was seen in clinic by me on {DF:-%d} with %s. After discussion of options {he} elected to proceed." % (
            r.randint(7, 60), op["pre"].lower()),
    ]))
    S("Indications", ind)
    ident = r.choice([
        "The patient was identified in the preoperative holding area by name (%s) and date of birth (%s)." % (
            x.PT(r.choice(["full", "lf"])), x.D(x.dob)),
        "Patient identity was confirmed by wristband and biometric palm-vein scan (ID %s)." % P("BIOID", fake.bioid(r)),
        "Identity verified with two identifiers (name, DOB %s) and the site was marked." % x.D(x.dob),
    ])
    desc = (ident + " " + T(x, "{He} was brought to OR %s and placed supine. " % P("LOCATION_OTHER", str(r.randint(1, 14)))) +
            "A time-out was performed confirming patient, procedure, side and antibiotic (cefazolin 2 g IV). " + op["desc"] +
            " Sponge, needle and instrument counts were correct x2. The patient tolerated the procedure well.")
    S("Description of procedure", desc)
    fnd = ["As above.", "As described; no unexpected findings."]
    if op["key"] in ("lapchole", "lapappy", "hernia"):
        fnd.append("Dense adhesions from prior surgery; otherwise as above.")
    S("Findings", r.choice(fnd))
    plan = [T(x, s) for s in r.sample([
        "Admit to {UNIT} overnight; ambulate tonight.".replace("{UNIT}", P("HOSPITAL", r.choice(pools.UNIT_NAMES))),
        "Discharge home today when criteria met; {his} {CH:{SPOUSE}|daughter {FAM:dau:daughter}} will drive.",
        "Remove dressing {POD:2}; may shower after 48 hours.",
        "Follow up in clinic with %s on {DF:+%d}, %s." % (x.DOC(surg, "dr"), r.randint(10, 16), P("PHONE", x.L.phone())),
        "DVT prophylaxis: enoxaparin starting {POD:1}.",
        "Check CBC and BMP {POD:1}.",
        "Pathology results will be reviewed at the postop visit.",
        "Findings discussed with the family in the surgical waiting room.",
        "{PTF} and {his} {SPOUSE} were updated in recovery.",
        "{PTT} may resume home medications tonight.",
    ] + (["Weight bearing as tolerated; PT to start {POD:1}."] if op["key"] in ("tka", "tha", "lami") else []) +
        (["Device interrogation and wound check in 7-10 days; arm precautions for 4 weeks."] if op["key"] == "ppm" else []),
        3)]
    S("Plan", plan)
    if r.random() < 0.5:
        parts.append(T(x, "I was present and scrubbed for the entire procedure. - %s" % x.DOC(surg, "dr")))
    parts.append("")
    parts.append(B.dictation_footer(x, surg, x.anchor, cc=B.cc_pcp(x)[:2] if r.random() < 0.5 else None))
    return "\n".join(parts), {"procedure": op["key"]}
