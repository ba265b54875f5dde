"""Clinical, non-PHI content: diagnoses, drugs, doses, scores, exam findings,
procedure details. Everything here is a hard negative (never labelled)."""

DX = [
    {"dx": "chronic low back pain with right L5 radiculopathy", "short": "CLBP + R L5 radic", "site": "lower back radiating to the right leg",
     "proc": ["tfesi", "ilesi", "caudal"], "img": "MRI L-spine: L4/5 broad-based disc protrusion with right lateral recess narrowing contacting the traversing L5 root. Mild facet arthropathy L3-S1."},
    {"dx": "lumbar facet joint arthropathy", "short": "lumbar facet pain", "site": "lower back, worse on extension",
     "proc": ["mbb", "rfa"], "img": "MRI L-spine: bilateral facet hypertrophy L3/4, L4/5 and L5/S1 with small effusions. No neural compromise."},
    {"dx": "failed back surgery syndrome (persistent spinal pain syndrome type 2)", "short": "FBSS / PSPS-T2", "site": "lower back and left leg",
     "proc": ["scs", "caudal"], "img": "MRI L-spine with gadolinium: post L4/5 laminectomy with epidural fibrosis around the left L5 root. No recurrent herniation."},
    {"dx": "complex regional pain syndrome type 1 of the left wrist", "short": "CRPS 1 L wrist", "site": "left hand and wrist",
     "proc": ["sgb", "scs"], "img": "Three-phase bone scan: increased periarticular uptake left wrist in the delayed phase, in keeping with CRPS."},
    {"dx": "cervical facet arthropathy", "short": "cervical facet pain", "site": "neck with referral to the shoulder girdle",
     "proc": ["cmbb", "crfa"], "img": "MRI C-spine: multilevel spondylosis C4-C7, facet hypertrophy worst C5/6 on the right. Cord normal signal."},
    {"dx": "post-herpetic neuralgia, right T6 dermatome", "short": "PHN R T6", "site": "right chest wall in a band",
     "proc": ["icnb", "esp"], "img": "No imaging required."},
    {"dx": "sacroiliac joint dysfunction", "short": "SIJ pain", "site": "left buttock just below the PSIS",
     "proc": ["sij", "sijrf"], "img": "X-ray pelvis: mild sclerosis of both SI joints. MRI: no active sacroiliitis."},
    {"dx": "greater occipital neuralgia", "short": "GON", "site": "back of the head, right more than left",
     "proc": ["gon"], "img": "MRI brain unremarkable."},
    {"dx": "fibromyalgia (nociplastic pain)", "short": "FM", "site": "whole body, all four quadrants",
     "proc": [], "img": "Bloods: FBC, ESR, CRP, TSH, CK, vitamin D all within range."},
    {"dx": "painful diabetic peripheral neuropathy", "short": "PDPN", "site": "both feet in a stocking distribution",
     "proc": ["capsaicin"], "img": "Nerve conduction studies: length-dependent sensorimotor axonal polyneuropathy."},
    {"dx": "knee osteoarthritis not suitable for arthroplasty", "short": "knee OA", "site": "right knee",
     "proc": ["gnb", "gnrf"], "img": "X-ray R knee: Kellgren-Lawrence grade 3 medial compartment OA."},
    {"dx": "chronic post-surgical pain after left mastectomy", "short": "PMPS", "site": "left axilla and chest wall",
     "proc": ["esp", "icnb"], "img": "CT chest/abdo/pelvis: no evidence of recurrence."},
    {"dx": "trigeminal neuralgia, right V2", "short": "TN R V2", "site": "right cheek and upper lip",
     "proc": [], "img": "MRI with CISS sequence: neurovascular contact at the right trigeminal root entry zone."},
    {"dx": "chronic pancreatitis with visceral pain", "short": "chr pancreatitis", "site": "epigastrium radiating through to the back",
     "proc": ["coeliac"], "img": "CT abdomen: pancreatic calcification and mild ductal dilatation."},
    {"dx": "persistent pelvic pain with endometriosis", "short": "pelvic pain", "site": "lower abdomen and pelvis",
     "proc": ["hypogastric"], "img": "Transvaginal US: left endometrioma 3.2 cm. MRI pelvis: deep infiltrating disease posterior cul-de-sac."},
]

PROC = {
    "tfesi": ("right L5 transforaminal epidural steroid injection", "TFESI R L5", "22G 3.5-inch Quincke spinal needle", "dexamethasone 10 mg with 1 mL 1% lidocaine", "Omnipaque 240 1 mL confirmed epidural spread along the L5 root with no vascular uptake on live fluoroscopy"),
    "ilesi": ("L4/5 interlaminar epidural steroid injection", "ILESI L4/5", "18G 3.5-inch Tuohy needle, loss of resistance to saline at 5.5 cm", "triamcinolone 80 mg in 6 mL 0.9% saline", "contrast confirmed epidural spread without intrathecal or intravascular pattern"),
    "caudal": ("caudal epidural steroid injection", "caudal ESI", "20G Tuohy needle via the sacral hiatus", "methylprednisolone 80 mg with 10 mL 0.25% levobupivacaine", "epidurogram showed cranial spread to L4"),
    "mbb": ("diagnostic lumbar medial branch blocks L3, L4 and L5 dorsal ramus, bilateral", "L MBB x6", "22G spinal needles", "0.5 mL 0.5% bupivacaine per level", "needle tips at the junction of the SAP and transverse process on AP and oblique views"),
    "rfa": ("radiofrequency denervation of lumbar medial branches L3-L5 dorsal rami, right", "RFA R L3-L5", "18G 100 mm RF cannulae with 10 mm active tip", "2 mL 2% lidocaine per level prior to lesioning; lesions 80 degC for 90 s x2 per level", "sensory stimulation 50 Hz < 0.5 V concordant, motor 2 Hz 2 V no leg fasciculation"),
    "cmbb": ("diagnostic cervical medial branch blocks C4, C5 and C6, right", "C MBB R C4-6", "25G 2-inch needles, lateral approach", "0.3 mL 0.5% bupivacaine per level", "lateral and AP views confirmed target at the articular pillar waist"),
    "crfa": ("radiofrequency denervation of cervical medial branches C5-C6, right", "cRFA R C5-6", "20G 54 mm RF cannulae", "1 mL 2% lidocaine per level; lesions 80 degC for 90 s", "motor stimulation 2 Hz 2 V without radicular response"),
    "sgb": ("left stellate ganglion block, ultrasound-guided", "L SGB", "25G 50 mm block needle in-plane", "5 mL 0.5% ropivacaine", "spread deep to the prevertebral fascia at C6; left Horner's syndrome and 1.5 degC rise in hand temperature at 20 min"),
    "icnb": ("right T5-T7 intercostal nerve blocks", "ICNB R T5-7", "22G 50 mm needle under ultrasound", "3 mL 0.25% bupivacaine with 13.3 mg dexamethasone split across levels", "hydrodissection of the intercostal space seen at each level"),
    "esp": ("erector spinae plane block at T5, right", "ESP block R T5", "22G 80 mm echogenic block needle", "20 mL 0.375% ropivacaine", "linear spread deep to erector spinae, lifting off the transverse process"),
    "sij": ("left sacroiliac joint injection", "L SIJ inj", "22G 3.5-inch spinal needle into the inferior joint recess", "1 mL triamcinolone 40 mg with 1 mL 0.5% bupivacaine", "arthrogram outlined the joint"),
    "sijrf": ("left sacroiliac joint lateral branch radiofrequency denervation (S1-S3 and L5 dorsal ramus)", "L SIJ RF", "17G cooled RF probes", "lidocaine 1% local; lesions 60 degC for 150 s", "sensory thresholds < 0.6 V at each site"),
    "gon": ("bilateral greater occipital nerve block", "GONB bilat", "25G 38 mm needle, landmark medial to the occipital artery", "2 mL 0.5% bupivacaine with 20 mg methylprednisolone each side", "no paraesthesia; occipital numbness on testing"),
    "capsaicin": ("capsaicin 8% cutaneous patch application, both feet", "Qutenza-type patch", "topical only", "capsaicin 8% patch for 30 min after lidocaine pre-treatment", "skin intact after removal, cleansing gel applied"),
    "gnb": ("right genicular nerve blocks (superomedial, superolateral, inferomedial)", "R GNB", "22G 3.5-inch needles under ultrasound", "1 mL 0.5% bupivacaine per nerve", "targets confirmed adjacent to the genicular arteries"),
    "gnrf": ("right genicular nerve radiofrequency ablation", "R GN RFA", "18G 100 mm RF cannulae", "lesions 80 degC for 90 s at three sites", "sensory stimulation concordant < 0.5 V"),
    "coeliac": ("CT-guided coeliac plexus neurolysis", "coeliac plexus block", "22G 150 mm Chiba needles, bilateral retrocrural approach", "test dose 10 mL 0.5% bupivacaine followed by 20 mL 50% alcohol", "contrast spread anterolateral to the aorta at T12-L1"),
    "hypogastric": ("superior hypogastric plexus block", "SHP block", "22G 7-inch needles, bilateral posterolateral approach", "8 mL 0.5% bupivacaine with 40 mg triamcinolone", "contrast confined to the retroperitoneum anterior to L5/S1"),
    "scs": ("percutaneous spinal cord stimulator trial lead placement", "SCS trial", "14G Tuohy needles via T12/L1 and L1/2", "two 8-contact leads", "lead tips at T8 and T9 midline"),
}

OPIOIDS = [
    ("oxycodone MR", [10, 15, 20, 30, 40], "BD", 1.5), ("oxycodone IR", [5, 10], "QDS PRN", 1.5),
    ("morphine sulfate MR", [10, 20, 30, 60], "BD", 1.0), ("Oramorph", [5, 10], "up to QDS PRN", 1.0),
    ("tapentadol SR", [50, 100, 150], "BD", 0.4), ("tramadol", [50, 100], "QDS", 0.1),
    ("codeine phosphate", [30, 60], "QDS", 0.15), ("hydromorphone", [2, 4], "q4h PRN", 5.0),
    ("methadone", [5, 10, 20], "daily", 4.7), ("buprenorphine transdermal", [5, 10, 20], "weekly patch (microgram/h)", 0),
    ("fentanyl transdermal", [12, 25, 50], "every 72 h (microgram/h)", 0),
]
ADJUVANTS = [
    "pregabalin 75 mg BD", "pregabalin 150 mg BD", "gabapentin 300 mg TDS", "gabapentin 600 mg TDS",
    "amitriptyline 10 mg nocte", "amitriptyline 25 mg nocte", "nortriptyline 20 mg nocte",
    "duloxetine 60 mg mane", "duloxetine 30 mg mane", "lidocaine 5% plaster 12 h on / 12 h off",
    "naproxen 500 mg BD with omeprazole 20 mg", "ibuprofen 400 mg TDS PRN", "celecoxib 100 mg BD",
    "carbamazepine 200 mg TDS", "baclofen 10 mg TDS", "diazepam 2 mg PRN", "zopiclone 7.5 mg nocte",
    "sertraline 100 mg daily", "mirtazapine 15 mg nocte", "topical capsaicin 0.075% cream QDS",
]
OTHER_MEDS = ["metformin 1 g BD", "atorvastatin 40 mg nocte", "ramipril 5 mg daily", "levothyroxine 100 microgram",
              "apixaban 5 mg BD", "omeprazole 20 mg daily", "bisoprolol 2.5 mg", "salbutamol inhaler PRN",
              "amlodipine 5 mg", "lansoprazole 30 mg", "insulin glargine 24 units nocte", "senna 15 mg nocte",
              "laxido 1 sachet BD", "naloxone nasal spray 1.8 mg (take-home)"]

SCORES = ["NRS {a}/10 at rest, {b}/10 on movement", "BPI severity {s:.1f}, interference {i:.1f}",
          "PHQ-9 {p}", "GAD-7 {g}", "PCS {c}/52", "PSEQ {q}/60", "ODI {o}%", "DN4 {d}/10",
          "TSK-11 {t}", "ISI {n}", "ORT {r} ({risk} risk)", "STarT Back {sb}", "EQ-5D VAS {e}"]


def score_line(r, k=4):
    out = []
    for s in r.sample(SCORES, k):
        risk = r.choice(["low", "moderate", "high"])
        out.append(s.format(a=r.randint(2, 8), b=r.randint(5, 10), s=r.uniform(3, 9), i=r.uniform(3, 9),
                            p=r.randint(3, 24), g=r.randint(2, 19), c=r.randint(8, 48), q=r.randint(8, 48),
                            o=r.randint(18, 72), d=r.randint(2, 8), t=r.randint(18, 40), n=r.randint(6, 25),
                            r=r.randint(0, 12), risk=risk, sb=r.choice(["low risk", "medium risk", "high risk"]),
                            e=r.randint(20, 75)))
    return out


def opioid_regimen(r, n=None):
    n = n if n is not None else r.randint(1, 2)
    lines, ome = [], 0.0
    for o in r.sample(OPIOIDS, n):
        dose = r.choice(o[1])
        if "transdermal" in o[0]:
            lines.append(f"{o[0]} {dose} microgram/h {o[2].split(' (')[0]}")
            ome += dose * (2.4 if "fentanyl" in o[0] else 2.0) if "fentanyl" in o[0] else dose * 2.0
        else:
            lines.append(f"{o[0]} {dose} mg {o[2]}")
            mult = {"BD": 2, "QDS": 4, "TDS": 3, "daily": 1}.get(o[2].split()[0], 3)
            ome += dose * o[3] * mult
    return lines, int(round(ome / 5.0) * 5)


BRANDS = {"oxycodone MR": ["OxyContin", "Longtec"], "tapentadol SR": ["Palexia SR"], "buprenorphine transdermal": ["Norspan", "BuTrans"],
          "pregabalin": ["Lyrica"], "duloxetine": ["Cymbalta"], "fentanyl transdermal": ["Durogesic"], "morphine sulfate MR": ["MST Continus"],
          "amitriptyline": ["Endep"], "celecoxib": ["Celebrex"], "lidocaine 5% plaster": ["Versatis"]}
ICD = ["M54.16", "M47.816", "M96.1", "G90.511", "M47.812", "B02.29", "M53.3", "M54.81", "M79.7", "E11.42",
       "M17.11", "G89.28", "G50.0", "K86.1", "N80.9"]
CODES = {"US": ["CPT 64483, 77003", "CPT 64635, 64636", "CPT 62323", "CPT 64493", "CPT 63650"],
         "UK": ["OPCS-4 A52.1 Y53.4", "OPCS-4 V48.5", "OPCS-4 A57.7", "OPCS-4 A48.3"],
         "AU": ["MBS item 39013", "MBS item 39118", "MBS item 18222"], "CA": ["fee code N-ESI", "fee code N-RFA"],
         "NZ": ["purchase unit MS02003", "purchase unit MS02009"]}


def icd(dx):
    return ICD[DX.index(dx)] if dx in DX else "R52"


def med_list(r, ctx, nop=None):
    ops, ome = opioid_regimen(r, nop)
    meds = ops + r.sample(ADJUVANTS, r.randint(1, 3)) + r.sample(OTHER_MEDS, r.randint(0, 3))
    for i, m in enumerate(meds):
        for k in sorted(BRANDS):
            if m.startswith(k) and r.random() < 0.35:
                meds[i] = k + " (" + r.choice(BRANDS[k]) + ")" + m[len(k):]
                break
    meds.insert(r.randint(0, len(meds)), f"{ctx.para} 1 g QDS" if r.random() < 0.5 else f"{ctx.para} 1 g up to QDS PRN")
    return meds, ome


def vitals(r):
    return (f"BP {r.randint(104, 168)}/{r.randint(58, 96)}, HR {r.randint(56, 104)}, RR {r.randint(12, 22)}, "
            f"SpO2 {r.randint(93, 100)}% RA, T {r.choice(['36.4', '36.8', '37.1', '36.6', '37.4'])}")


EXAM = ["Lumbar flexion limited to mid-shin, extension reproduces axial pain.",
        "Facet loading positive bilaterally. SLR negative to 80 degrees both sides.",
        "SLR positive at 40 degrees on the right with crossed Lasegue absent.",
        "Power 5/5 throughout lower limbs; reflexes symmetrical; plantars downgoing (no Babinski).",
        "Reduced pinprick over the dorsum of the right foot (L5).",
        "FABER and Gaenslen tests positive on the left; thigh thrust positive.",
        "Allodynia to light brush over the dorsum of the hand, hand cooler and mildly oedematous; Budapest criteria met (4/4 symptom, 3/4 sign categories).",
        "Waddell signs 1/5. Gait antalgic, uses a stick in the right hand.",
        "Tinel's negative at the carpal tunnel. Spurling's negative.",
        "Tender over the greater occipital notch bilaterally, reproduces usual headache.",
        "Tender points widespread; no synovitis. Joints otherwise unremarkable.",
        "Monofilament sensation absent to mid-foot bilaterally; vibration absent at the ankles.",
        "Cervical rotation 50 degrees each way, pain on right extension-rotation.",
        "Well-healed midline lumbar scar, no erythema. Hypoaesthesia left L5 and S1.",
        "Abdomen soft, tender in the epigastrium without guarding. Murphy's sign negative."]

HISTORY = ["Pain began {dur} ago {onset} and has been constant since, with flares lasting {fl}.",
           "{He} describes the pain as {qual}, worse with {worse} and eased by {better}.",
           "Sleep is broken {sl} times a night. Mood low at times; denies suicidal ideation.",
           "Previous treatments: physiotherapy x{pt} courses, acupuncture, TENS, hydrotherapy, with limited benefit.",
           "No red flags: no saddle anaesthesia, no sphincter disturbance, no weight loss, no fevers.",
           "Walking tolerance about {walk} minutes; sitting tolerance {sit} minutes.",
           "Alcohol {alc} units/week; {smoke}. No illicit drug use reported.",
           "Reports {pct}% relief from current analgesia, lasting a few hours at best."]
ONSET = ["after lifting at work", "without a clear trigger", "after a fall on ice", "following surgery",
         "after a road traffic collision", "after a shingles episode", "following a wrist fracture treated in a cast",
         "gradually"]
QUAL = ["burning and electric", "a deep ache", "sharp and stabbing", "throbbing with pins and needles",
        "a constant dull ache with shooting episodes", "tight, crushing"]
WORSE = ["sitting", "bending", "prolonged standing", "cold weather", "activity", "stress", "light touch"]
BETTER = ["heat packs", "lying flat", "walking short distances", "warm showers", "pacing activity", "nothing much"]


def history(r, ctx, k=5, onset=True):
    out = []
    for h in r.sample(HISTORY if onset else HISTORY[1:], k):
        s = h.format(dur=r.choice(["3 years", "18 months", "8 months", "5 years", "about 10 years", "2 years"]),
                     onset=r.choice(ONSET), fl=r.choice(["2-3 days", "a week", "several hours"]),
                     He=ctx.he.capitalize(), qual=r.choice(QUAL), worse=r.choice(WORSE), better=r.choice(BETTER),
                     sl=r.randint(2, 5), pt=r.randint(1, 4), walk=r.choice([5, 10, 15, 20, 30]),
                     sit=r.choice([10, 15, 20, 30, 45]), alc=r.randint(0, 20),
                     smoke=r.choice(["ex-smoker, quit 10 years ago", "smokes 10/day", "never smoker", "vapes daily"]),
                     pct=r.choice([10, 20, 30, 40, 50]))
        out.append(s)
    return out


PLAN_ITEMS = ["Continue {adj}; do not escalate opioid further.",
              "Taper {op} by 10% of total daily dose every 2-4 weeks; review at each step.",
              "Refer to physiotherapy for graded activity and pacing.",
              "Offer place on the group pain management {prog} (CBT/ACT-based, 8 sessions).",
              "Proceed to {proc} under fluoroscopy; consent discussed including infection, bleeding, dural puncture, nerve injury and no benefit.",
              "Urine drug screen today; repeat at random intervals.",
              "Bloods: U&E, LFTs, eGFR before increasing dose.",
              "Naloxone supplied and use explained; OME now {ome} mg/day.",
              "Sleep hygiene advice given; consider CBT-I.",
              "Return to clinic in {ret} ({retw}).",
              "Trial of {adj} titrating over 4 weeks; counselled on drowsiness and driving.",
              "Advised no driving within 6 h of IR opioid or if drowsy; the law on drug driving explained.",
              "Psychology assessment requested for pain-related distress.",
              "ECG before methadone dose increase (QTc 442 ms on last trace)."]


def plan(r, ctx, k=5, proc=None, ome=None):
    out = []
    for p in r.sample(PLAN_ITEMS, k):
        out.append(p.format(adj=r.choice(ADJUVANTS), op=r.choice(["oxycodone MR", "morphine MR", "tapentadol SR", "codeine"]),
                            prog=ctx.prog, proc=proc or "the planned injection", ome=ome or r.choice([40, 60, 90, 120]),
                            ret=r.choice(["3/12", "6/52", "8 weeks", "4 months", "6/12"]),
                            retw=r.choice(["sooner if needed", "telephone review first", "with the nurse specialist"])))
    return out


PMH = ["T2DM (HbA1c 62 mmol/mol)", "hypertension", "OSA on CPAP", "depression", "anxiety", "asthma",
       "CKD stage 3a (eGFR 52)", "previous DVT", "AF on anticoagulation", "obesity (BMI 36)", "GORD",
       "hypothyroidism", "IBS", "migraine", "PTSD", "previous opioid use disorder in remission",
       "rheumatoid arthritis", "COPD", "Raynaud's phenomenon", "Ehlers-Danlos syndrome (hypermobile type)",
       "Parkinson's disease", "Crohn's disease", "MS (relapsing-remitting)", "ME/CFS", "Sjogren's syndrome",
       "Dupuytren's contracture", "Addison's disease on hydrocortisone", "Barrett's oesophagus"]

ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "morphine (itch)", "latex", "iodinated contrast (urticaria)",
             "no known allergies", "NSAIDs (bronchospasm)"]


def pmh(r, k=3):
    return r.sample(PMH, k)
