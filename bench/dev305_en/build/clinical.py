"""Clinical content for complementary and manual therapy notes.

Nothing in this module is PHI: tests, eponyms, scores, codes, doses, units,
techniques and equipment model names are the hard negatives of the set.
"""

from tcm_naturo import *  # noqa: F401,F403  (TCM and naturopathy pools)

C = []


def _c(**kw):
    C.append(kw)


_c(key="lbp", name="mechanical low back pain", short="LBP", icd="M54.50", icd_o="M54.5", region="lumbar spine",
   mods="chiro osteo massage acup", measure="ODI",
   segs=["L4/5", "L5/S1", "L3/4", "R SIJ", "L SIJ", "T12/L1"],
   muscles=["lumbar erector spinae", "quadratus lumborum", "gluteus medius", "piriformis", "psoas"],
   mech=["bending to lift a bag of potting mix", "a long drive", "lifting a toddler out of a car seat",
         "shovelling snow", "moving furniture", "a weekend of heavy gardening", "a gym deadlift session"],
   quality=["dull, aching", "sharp on movement", "stiff and aching", "catching"],
   aggs=["prolonged sitting", "forward bending", "lifting", "getting out of the car", "first thing in the morning", "standing at the sink"],
   eases=["walking", "a heat pack", "lying with knees bent", "ibuprofen", "gentle stretching"],
   tests=[("SLR", "negative bilaterally, hamstring tightness at 70°"), ("Slump test", "negative"), ("Kemp's test", "reproduces local pain R"),
          ("FABER (Patrick's) test", "negative"), ("Prone instability test", "positive"), ("Schober's test", "4 cm excursion")])
_c(key="sciatica", name="lumbar radiculopathy", short="L5 radic", icd="M54.16", icd_o="M54.1", region="lumbar spine",
   mods="chiro osteo acup", measure="ODI",
   segs=["L4/5", "L5/S1", "L3/4"], muscles=["piriformis", "gluteus maximus", "hamstrings", "lumbar paraspinals"],
   mech=["sneezing while bent over", "lifting a suitcase", "gardening", "a twisting movement at work", "a long-haul flight"],
   quality=["burning into the posterior thigh", "shooting to the lateral calf", "electric, into the foot"],
   aggs=["sitting > 20 min", "coughing", "bending", "driving"], eases=["standing", "walking short distances", "lying prone"],
   tests=[("SLR", "positive R at 40° reproducing leg pain"), ("Crossed SLR", "negative"), ("Slump test", "positive R"),
          ("Ankle reflex", "diminished R (1+)"), ("EHL strength", "4/5 R"), ("Bragard's sign", "positive")])
_c(key="neck", name="mechanical neck pain", short="neck pain", icd="M54.2", icd_o="M54.2", region="cervical spine",
   mods="chiro osteo massage acup", measure="NDI",
   segs=["C5/6", "C6/7", "C2/3", "T1/2", "C0/1"], muscles=["upper trapezius", "levator scapulae", "SCM", "suboccipitals", "scalenes"],
   mech=["sleeping awkwardly", "long hours at a laptop", "a new pillow", "a rear-end collision", "reversing the car"],
   quality=["stiff", "aching", "sharp on rotation"], aggs=["looking down at a phone", "shoulder checking while driving", "desk work"],
   eases=["heat", "movement", "massage"],
   tests=[("Spurling's test", "negative"), ("Distraction test", "eases symptoms"), ("Cervical flexion-rotation test", "restricted R, 28°"),
          ("ULTT1 (median)", "negative bilaterally"), ("Hoffmann's sign", "negative"), ("Deep neck flexor endurance", "14 s")])
_c(key="headache", name="cervicogenic headache", short="CGH", icd="G44.86", icd_o="G44.8", region="upper cervical spine",
   mods="chiro osteo acup massage", measure="HIT-6",
   segs=["C1/2", "C2/3", "C0/1"], muscles=["suboccipitals", "upper trapezius", "SCM", "temporalis"],
   mech=["a period of high work stress", "a whiplash injury", "a run of long desk days"],
   quality=["band-like", "unilateral, starting in the neck", "pressing"], aggs=["screen time", "poor sleep", "sustained postures"],
   eases=["paracetamol", "a hot shower", "rest in a dark room"],
   tests=[("Cervical flexion-rotation test", "positive, 24° to the L"), ("Craniocervical flexion test", "unable past 24 mmHg"),
          ("Romberg", "negative"), ("Cranial nerve screen", "II-XII intact"), ("VBI screen (5 Ds, 3 Ns)", "negative")])
_c(key="shoulder", name="rotator cuff related shoulder pain", short="RC tendinopathy", icd="M75.1", icd_o="M75.1", region="shoulder",
   mods="chiro osteo massage acup", measure="QuickDASH",
   segs=["glenohumeral joint", "AC joint", "T3/4", "C5/6"], muscles=["supraspinatus", "infraspinatus", "upper trapezius", "pec minor"],
   mech=["painting a ceiling", "a new overhead gym programme", "reaching into the back seat", "swimming training"],
   quality=["deep ache in the lateral arm", "sharp with reaching"], aggs=["reaching overhead", "lying on the side", "putting on a jacket"],
   eases=["rest", "ice", "keeping the arm by the side"],
   tests=[("Hawkins-Kennedy", "positive"), ("Neer's test", "positive"), ("Empty can", "painful, 4/5"), ("Painful arc", "70-120°"),
          ("Drop arm test", "negative"), ("Speed's test", "negative")])
_c(key="elbow", name="lateral elbow tendinopathy", short="LET", icd="M77.1", icd_o="M77.1", region="elbow",
   mods="chiro osteo massage acup", measure="PRTEE",
   segs=["radiohumeral joint", "C6/7"], muscles=["ECRB", "wrist extensors", "supinator"],
   mech=["a weekend of pruning", "a new mouse at work", "racquet sport"], quality=["burning at the lateral epicondyle"],
   aggs=["gripping a kettle", "typing", "shaking hands"], eases=["rest", "a brace"],
   tests=[("Cozen's test", "positive"), ("Mill's test", "positive"), ("Pain-free grip", "18 kg R vs 34 kg L")])
_c(key="sij", name="sacroiliac joint dysfunction", short="SIJD", icd="M53.3", icd_o="M53.3", region="pelvis",
   mods="chiro osteo massage", measure="ODI",
   segs=["R SIJ", "L SIJ", "L5/S1", "pubic symphysis"], muscles=["gluteus medius", "piriformis", "adductors"],
   mech=["pregnancy", "a fall onto the buttock", "running on a camber"], quality=["one-sided, deep in the buttock"],
   aggs=["rolling in bed", "climbing stairs", "standing on one leg"], eases=["lying flat", "a sacroiliac belt"],
   tests=[("Thigh thrust", "positive R"), ("Gaenslen's test", "positive"), ("Distraction test", "negative"),
          ("Compression test", "positive"), ("Sacral thrust", "positive"), ("Active SLR", "2/5")])
_c(key="hip", name="hip osteoarthritis", short="hip OA", icd="M16.11", icd_o="M16.1", region="hip",
   mods="chiro osteo massage acup", measure="LEFS",
   segs=["hip joint", "L3/4", "SIJ"], muscles=["adductors", "TFL", "gluteus medius", "rectus femoris"],
   mech=["a long hike", "a week of standing work at a trade show"], quality=["groin ache", "stiff"],
   aggs=["putting on socks", "walking > 30 min", "getting out of a low chair"], eases=["rest", "warm pool exercise"],
   tests=[("FADIR", "reproduces groin pain"), ("FABER", "limited R"), ("Trendelenburg sign", "positive R"),
          ("Thomas test", "hip flexor tightness R"), ("Hip IR", "15° R vs 30° L")])
_c(key="knee", name="knee osteoarthritis", short="knee OA", icd="M17.11", icd_o="M17.1", region="knee",
   mods="acup massage osteo chiro", measure="KOOS",
   segs=["tibiofemoral joint", "patellofemoral joint", "proximal tibiofibular joint"], muscles=["quadriceps", "ITB", "hamstrings"],
   mech=["a netball season", "a long walking holiday"], quality=["aching", "swelling after activity"],
   aggs=["stairs", "kneeling", "squatting"], eases=["paracetamol", "a knee sleeve"],
   tests=[("McMurray's test", "negative"), ("Patellar grind (Clarke's) test", "positive"), ("Lachman", "firm end feel"),
          ("Effusion (sweep test)", "trace")])
_c(key="plantar", name="plantar heel pain", short="PHP", icd="M72.2", icd_o="M72.2", region="foot",
   mods="chiro massage acup osteo", measure="FFI",
   segs=["subtalar joint", "talocrural joint", "1st MTP"], muscles=["gastrocnemius", "soleus", "plantar fascia"],
   mech=["a new running programme", "standing on concrete floors", "new shoes"], quality=["sharp on first steps"],
   aggs=["first steps in the morning", "standing"], eases=["a calf stretch", "supportive shoes"],
   tests=[("Windlass test", "positive"), ("Calf length (knee-to-wall)", "6 cm R, 10 cm L"), ("Tinel's at tarsal tunnel", "negative")])
_c(key="tmj", name="temporomandibular dysfunction", short="TMD", icd="M26.609", icd_o="M26.6", region="jaw",
   mods="osteo massage acup chiro", measure="JFLS",
   segs=["R TMJ", "L TMJ", "C0/1"], muscles=["masseter", "temporalis", "lateral pterygoid"],
   mech=["clenching at night", "a dental procedure"], quality=["aching with clicking"], aggs=["chewing", "yawning"],
   eases=["a soft diet", "a night splint"],
   tests=[("Mouth opening", "32 mm with deviation to the R"), ("TMJ auscultation", "reciprocal click L"), ("Chvostek's sign", "negative")])
_c(key="whiplash", name="whiplash-associated disorder grade II", short="WAD II", icd="S13.4XXA", icd_o="S13.4", region="cervical spine",
   mods="chiro osteo massage", measure="NDI",
   segs=["C4/5", "C5/6", "C2/3", "T2/3"], muscles=["upper trapezius", "levator scapulae", "SCM", "rhomboids"],
   mech=["a rear-end collision at a roundabout", "a rear-end collision at lights", "a side impact"],
   quality=["stiff", "aching, with headaches"], aggs=["turning the head", "driving"], eases=["heat", "rest"],
   tests=[("Spurling's test", "negative"), ("Canadian C-spine rule", "low risk"), ("Cervical ROM", "rotation 50° R, 45° L"),
          ("Joint position error", "6° R")])
_c(key="thoracic", name="thoracic spine pain", short="T-spine pain", icd="M54.6", icd_o="M54.6", region="thoracic spine",
   mods="chiro osteo massage acup", measure="NPRS",
   segs=["T4/5", "T6/7", "R 5th costotransverse joint", "T8/9"], muscles=["rhomboids", "middle trapezius", "thoracic erector spinae"],
   mech=["a coughing bout", "rowing", "a long-haul flight"], quality=["pinching between the shoulder blades"],
   aggs=["deep breathing", "twisting"], eases=["a hot shower"],
   tests=[("Rib springing", "tender R 5th rib"), ("Thoracic rotation", "40° R, 55° L"), ("Slump test", "negative")])
_c(key="carpal", name="carpal tunnel symptoms", short="CTS", icd="G56.01", icd_o="G56.0", region="wrist",
   mods="chiro osteo acup massage", measure="BCTQ",
   segs=["carpals", "C6/7", "radiocarpal joint"], muscles=["forearm flexors", "pronator teres", "scalenes"],
   mech=["pregnancy", "a new keyboard", "knitting"], quality=["tingling in the thumb, index and middle finger"],
   aggs=["night-time", "driving", "phone use"], eases=["shaking the hand", "a wrist splint"],
   tests=[("Phalen's test", "positive at 35 s"), ("Tinel's sign (carpal tunnel)", "positive"), ("Two-point discrimination", "5 mm")])
_c(key="insomnia", name="insomnia", short="insomnia", icd="G47.00", icd_o="G47.0", region="sleep",
   mods="acup naturo", measure="ISI", tests=[], segs=[], muscles=["upper trapezius"],
   mech=["a period of shift work", "bereavement", "perimenopause", "work stress"], quality=["sleep-onset and maintenance insomnia"],
   aggs=["screen use after 9 pm", "caffeine"], eases=["magnesium", "reading"])
_c(key="ibs", name="irritable bowel syndrome", short="IBS", icd="K58.9", icd_o="K58.9", region="gut",
   mods="naturo acup", measure="IBS-SSS", tests=[], segs=[], muscles=[],
   mech=["gastroenteritis while travelling", "a stressful year"], quality=["bloating with alternating bowel habit"],
   aggs=["onion and garlic", "dairy", "stress"], eases=["peppermint tea", "a low-FODMAP trial"])
_c(key="meno", name="menopausal vasomotor symptoms", short="VMS", icd="N95.1", icd_o="N95.1", region="hormonal",
   mods="naturo acup", measure="MRS", tests=[], segs=[], muscles=[],
   mech=["cessation of menses", "stopping HRT"], quality=["hot flushes 8-10 per day and night sweats"],
   aggs=["alcohol", "spicy food", "stress"], eases=["layered clothing", "a fan"])
_c(key="fatigue", name="fatigue", short="fatigue", icd="R53.83", icd_o="R53.8", region="general",
   mods="naturo acup", measure="MYMOP", tests=[], segs=[], muscles=[],
   mech=["a viral illness", "a period of overwork", "postpartum"], quality=["post-exertional tiredness"],
   aggs=["poor sleep", "skipping meals"], eases=["rest", "a short walk"])
_c(key="migraine", name="migraine without aura", short="migraine", icd="G43.009", icd_o="G43.0", region="head",
   mods="acup naturo", measure="HIT-6", tests=[("Cranial nerve screen", "intact"), ("Fundoscopy", "not performed")],
   segs=[], muscles=["temporalis", "suboccipitals"],
   mech=["menarche", "a change in contraception"], quality=["throbbing, unilateral, with photophobia"],
   aggs=["missed meals", "red wine", "menstruation"], eases=["sumatriptan 50 mg", "a dark room"])
_c(key="anxiety", name="stress and anxiety", short="anxiety", icd="F41.1", icd_o="F41.1", region="general",
   mods="acup naturo massage", measure="GAD-7", tests=[], segs=[], muscles=["upper trapezius", "diaphragm"],
   mech=["a workplace restructure", "caring for a parent", "exam season"], quality=["restlessness and palpitations"],
   aggs=["caffeine", "deadlines"], eases=["exercise", "breathing exercises"])
_c(key="dysmen", name="primary dysmenorrhoea", short="dysmenorrhoea", icd="N94.6", icd_o="N94.6", region="pelvic",
   mods="acup naturo", measure="NPRS", tests=[], segs=[], muscles=[],
   mech=["menarche"], quality=["cramping lower abdominal pain day 1-2 of cycle"],
   aggs=["cold weather", "stress"], eases=["a heat pack", "mefenamic acid 500 mg"])

MEASURES = {
    "ODI": ("Oswestry Disability Index", "%", 0, 100, 10),
    "NDI": ("Neck Disability Index", "/50", 0, 50, 5),
    "HIT-6": ("Headache Impact Test", "", 36, 78, 6),
    "QuickDASH": ("QuickDASH", "/100", 0, 100, 15),
    "PRTEE": ("Patient-Rated Tennis Elbow Evaluation", "/100", 0, 100, 11),
    "LEFS": ("Lower Extremity Functional Scale", "/80", 0, 80, 9),
    "KOOS": ("KOOS-12 summary", "/100", 0, 100, 10),
    "FFI": ("Foot Function Index", "%", 0, 100, 7),
    "JFLS": ("Jaw Functional Limitation Scale", "/10", 0, 10, 1),
    "NPRS": ("Numeric Pain Rating Scale", "/10", 0, 10, 2),
    "BCTQ": ("Boston Carpal Tunnel Questionnaire (SSS)", "", 1, 5, 1),
    "ISI": ("Insomnia Severity Index", "/28", 0, 28, 6),
    "IBS-SSS": ("IBS Symptom Severity Score", "/500", 0, 500, 50),
    "MRS": ("Menopause Rating Scale", "/44", 0, 44, 5),
    "MYMOP": ("MYMOP profile score", "/6", 0, 6, 1),
    "GAD-7": ("GAD-7", "/21", 0, 21, 4),
}
HIGHER_BETTER = {"LEFS", "KOOS"}


F_ONLY = ("pregnancy", "postpartum", "menarche", "perimenopause", "cessation of menses", "stopping HRT", "a change in contraception")


def pick(rng, modality, sex="F"):
    opts = [c for c in C if modality in c["mods"].split() and (sex == "F" or c["key"] not in ("meno", "dysmen"))]
    comp = dict(rng.choice(opts))
    if sex != "F":
        mech = [m for m in comp["mech"] if m not in F_ONLY]
        comp["mech"] = mech or ["a period of overwork"]
    return comp


def icd(comp, country):
    return comp["icd"] if country == "US" else comp["icd_o"]


def score_series(rng, meas, n):
    name, unit, lo, hi, mcid = MEASURES[meas]
    span = hi - lo
    if meas in HIGHER_BETTER:
        v = lo + int(span * rng.uniform(0.25, 0.5))
        out = [v]
        for _ in range(n - 1):
            v = min(hi, v + rng.randint(0, max(1, int(mcid * 1.2))))
            out.append(v)
    else:
        v = lo + int(span * rng.uniform(0.35, 0.7))
        out = [v]
        for _ in range(n - 1):
            v = max(lo, v - rng.randint(0, max(1, int(mcid * 1.2))))
            out.append(v)
    return out


def fmt_score(meas, v):
    name, unit, lo, hi, mcid = MEASURES[meas]
    return "%d%s" % (v, unit)


# ------------------------------------------------------------- vitals etc.
def vitals(rng, country):
    bp = "%d/%d mmHg" % (rng.randint(108, 158), rng.randint(64, 96))
    hr = "%d bpm" % rng.randint(54, 96)
    hcm = rng.randint(152, 194)
    bmi = rng.uniform(19.5, 34.0)
    kg = bmi * (hcm / 100.0) ** 2
    if country == "US":
        t = "%.1f °F" % rng.uniform(97.2, 99.0)
        w = "%d lb" % round(kg * 2.2046)
        inch = round(hcm / 2.54)
        h = "%d'%d\"" % (inch // 12, inch % 12)
    else:
        t = "%.1f °C" % rng.uniform(36.1, 37.3)
        w = "%d kg" % round(kg)
        h = "%d cm" % hcm
    parts = ["BP %s" % bp, "HR %s" % hr, "RR %d" % rng.randint(12, 18), "SpO2 %d%% RA" % rng.randint(95, 100), "T %s" % t]
    if rng.random() < 0.6:
        parts += ["Ht %s" % h, "Wt %s" % w, "BMI %.1f" % bmi]
    return ", ".join(parts)


def neuro(rng, lower=True):
    if lower:
        opts = ["Reflexes 2+ and symmetrical (patellar, Achilles); myotomes L2-S1 5/5; dermatomes intact to light touch; plantar responses flexor.",
                "DTRs: patella 2+/2+, Achilles 2+/1+. Power 5/5 throughout except EHL 4+/5 R. Sensation reduced L5 dermatome R. Babinski negative.",
                "Neuro screen NAD: L/T and pinprick intact, reflexes symmetrical, no clonus."]
    else:
        opts = ["Reflexes 2+ biceps, triceps, brachioradialis bilaterally; myotomes C5-T1 5/5; Hoffmann's negative.",
                "Upper limb neuro: C6 dermatome mildly reduced to pinprick R; biceps reflex 1+ R; grip 5/5.",
                "Neuro screen unremarkable; Lhermitte's sign negative; gait normal; Romberg negative."]
    return rng.choice(opts)


RED_FLAGS = ["Unexplained weight loss", "Night pain unrelieved by position", "Fever / night sweats", "History of cancer",
             "Saddle anaesthesia", "Bladder / bowel change", "Progressive neurological deficit", "Recent significant trauma",
             "Prolonged corticosteroid use", "IV drug use", "Dizziness / drop attacks / diplopia", "Thoracic pain at rest"]

PMHX = ["hypertension (controlled)", "type 2 diabetes", "hypothyroidism", "asthma", "osteopenia", "GORD", "depression",
        "migraine", "hypercholesterolaemia", "previous L4/5 microdiscectomy", "appendicectomy", "cholecystectomy",
        "R ACL reconstruction", "two uncomplicated vaginal deliveries", "carpal tunnel release L", "atrial fibrillation",
        "gout", "coeliac disease", "psoriasis", "sleep apnoea on CPAP", "breast cancer (in remission)", "osteoarthritis of both knees"]

MEDS = [("ibuprofen", "400 mg PRN"), ("paracetamol", "1 g QID PRN"), ("naproxen", "500 mg BD"), ("amitriptyline", "10 mg nocte"),
        ("pregabalin", "75 mg BD"), ("atorvastatin", "20 mg daily"), ("metformin", "500 mg BD"), ("levothyroxine", "75 mcg mane"),
        ("sertraline", "50 mg daily"), ("apixaban", "5 mg BD"), ("prednisolone", "5 mg daily"), ("salbutamol", "100 mcg PRN"),
        ("ramipril", "5 mg daily"), ("amlodipine", "5 mg daily"), ("cetirizine", "10 mg daily"), ("omeprazole", "20 mg daily"),
        ("warfarin", "as per INR clinic"), ("vitamin D3", "1000 IU daily"), ("fish oil", "2 g daily"), ("magnesium", "300 mg nocte")]

ALLERGIES = ["NKDA", "penicillin (rash)", "latex", "sulfonamides", "codeine (nausea)", "adhesive tape", "shellfish", "NKA"]


def meds_list(rng, country, n=None):
    n = rng.randint(0, 4) if n is None else n
    out = []
    for name, dose in rng.sample(MEDS, n):
        if country in ("US", "CA") and name == "paracetamol":
            name = "acetaminophen"
        if country in ("US", "CA"):
            dose = dose.replace(" BD", " BID").replace("nocte", "qHS").replace("mane", "qAM")
        out.append("%s %s" % (name, dose))
    return out


# ------------------------------------------------------------ treatment
TECH = {
    "chiro": ["Diversified HVLA to {seg}", "Activator adjustment to {seg}", "Thompson drop-table to {seg}",
              "flexion-distraction (Cox) {seg}, 3 x 5 cycles", "Gonstead adjustment {seg}", "grade IV mobilisation {seg}",
              "IASTM to {mus}", "trigger point therapy {mus}", "kinesiology taping to {reg}", "PNF stretch {mus}"],
    "osteo": ["HVLA thrust {seg}", "articulation {seg}", "muscle energy technique to {seg}", "soft tissue to {mus}",
              "strain-counterstrain (Jones) tender point {mus}", "balanced ligamentous tension {seg}", "myofascial release {mus}",
              "lymphatic pump technique", "cranial osteopathy (gentle)", "visceral technique, abdominal"],
    "massage": ["Swedish effleurage and petrissage to {reg}", "deep tissue to {mus}", "trigger point release {mus}",
                "myofascial release {mus}", "PNF stretching {mus}", "cross-fibre friction {mus}", "hot stone work to {reg}",
                "manual lymphatic drainage (Vodder) to {reg}", "cupping (static, 5 min) over {mus}", "sports massage {mus}"],
    "acup": ["manual acupuncture, even technique", "electroacupuncture 2 Hz / 100 Hz dense-disperse, 20 min", "moxibustion on {pt}",
             "cupping (fire cups) along the Bladder channel", "gua sha to {mus}", "auricular seeds: Shen Men, Point Zero",
             "dry needling of {mus} trigger points", "infrared lamp over {reg}"],
    "naturo": ["dietary review", "herbal prescription dispensed", "nutritional supplement plan", "hydrotherapy (contrast showers) advice",
               "sleep hygiene education", "breathing and nervous-system regulation practice", "iridology (not diagnostic)"],
}

EQUIP = ["Meridia EA-4 stimulator", "PulseMax TENS-7", "SonoPro 3 ultrasound (1 MHz, 1.0 W/cm², 5 min)", "ThermaLux IR-200 lamp",
         "Halden 8400 drop table", "NovaLite class IIIb laser (808 nm, 4 J/point)", "Activator IV instrument", "Hi-Lo table"]

HEP = ["chin tucks 10 x 5 s, 3x daily", "McKenzie press-ups 10 reps every 2 h", "bird dog 2 x 10 each side", "cat-camel 10 reps mane",
       "glute bridges 3 x 12", "clamshells with band 3 x 15", "doorway pec stretch 3 x 30 s", "calf raises 3 x 15 (Alfredson protocol)",
       "eccentric wrist extension 3 x 15", "dead bug 2 x 8", "wall angels 2 x 10", "sciatic nerve glides 10 reps BD",
       "thoracic rotation in side-lying 10 each side", "isometric hip abduction 5 x 10 s", "diaphragmatic breathing 5 min BD",
       "walking 20 min daily", "Brügger relief position hourly at desk", "scapular setting 10 x 10 s"]

ADVERSE = ["post-treatment soreness < 24 h", "mild bruising at needle site", "transient light-headedness resolved with rest",
           "no adverse reaction", "no adverse effects reported", "mild fatigue evening after treatment"]

CPT = {"chiro": ["98940", "98941", "97140", "97110", "97012", "97530"], "osteo": ["98925", "98926", "97140", "99213"],
       "acup": ["97810", "97811", "97813", "97814"], "massage": ["97124", "97140"], "naturo": ["99204", "99213", "99214"]}

# ------------------------------------------------------------ sentences
def dur_days(n):
    if n < 14:
        return "%d days" % n
    if n < 60:
        return "%d weeks" % (n // 7)
    if n < 365:
        return "%d months" % (n // 30)
    if n < 540:
        return "about a year"
    return "%d years" % max(2, n // 365)


def subj(rng, comp, dur):
    k = rng.randint(0, 2)
    if k == 0:
        s = "%s %s of %s duration, which began after %s." % (rng.choice(["Reports", "Presents with", "Describes"]), comp["name"], dur, rng.choice(comp["mech"]))
    elif k == 1:
        s = "c/o %s x %s; onset after %s." % (comp["short"], dur, rng.choice(comp["mech"]))
    else:
        s = "%s for %s, no clear trigger other than %s." % (cap(comp["name"]), dur, rng.choice(comp["mech"]))
    s += " Symptoms described as %s." % rng.choice(comp["quality"])
    if len(comp["aggs"]) > 1:
        s += " Aggravated by %s and %s; eased by %s." % (tuple(rng.sample(comp["aggs"], 2)) + (rng.choice(comp["eases"]),))
    return s


def cap(s):
    return s[0].upper() + s[1:]


def obj(rng, comp, country):
    out = []
    if comp["tests"]:
        for name, res in rng.sample(comp["tests"], min(len(comp["tests"]), rng.randint(2, 4))):
            out.append("%s: %s" % (name, res))
    if comp["segs"]:
        out.append("Palpation: restriction %s, tender %s" % (rng.choice(comp["segs"]), rng.choice(comp["muscles"]) if comp["muscles"] else "locally"))
    elif comp["muscles"]:
        out.append("Palpation: hypertonicity %s" % rng.choice(comp["muscles"]))
    return out


def tech(rng, comp, modality, n=3):
    segs = comp["segs"] or ["thoracic spine"]
    mus = comp["muscles"] or ["upper trapezius"]
    out = []
    pool = TECH[modality]
    if "spine" not in comp["region"] and comp["region"] != "pelvis":
        pool = [t for t in pool if not any(k in t for k in ("flexion-distraction", "Gonstead", "drop-table", "lymphatic pump"))]
    for t in rng.sample(pool, min(n, len(pool))):
        out.append(t.format(seg=rng.choice(segs), mus=rng.choice(mus), reg=comp["region"], pt=rng.choice(["ST36", "REN6", "BL23", "SP6"])))
    return out


def nprs(rng, lo=1, hi=9):
    return "%d/10" % rng.randint(lo, hi)


def dur(rng):
    return rng.choice(["3 days", "10 days", "2 weeks", "3 weeks", "6 weeks", "2 months", "4 months", "about a year", "18 months", "5 years"])


def session_len(rng):
    return rng.choice(["30 min", "45 min", "60 min", "20 min", "40 min", "90 min"])


CONSENT_RISK = {
    "chiro": ["post-treatment soreness, rare risk of stroke with cervical manipulation", "temporary aggravation, rib irritation",
              "soreness; very rare cervical artery dissection"],
    "osteo": ["temporary soreness, headache, rare serious complications of HVLA", "temporary aggravation"],
    "acup": ["bruising, fainting, pneumothorax (very rare)", "minor bleeding, drowsiness, needle-site soreness"],
    "massage": ["post-massage soreness, bruising with deep work", "temporary aggravation"],
    "naturo": ["herb-drug interactions, GI upset", "allergic reaction to herbal products (rare)"],
}

LIFE_HEP = ["food and symptom diary", "diaphragmatic breathing 5 min BD", "walking 20 min daily", "consistent sleep/wake times",
            "screen curfew 9 pm", "3 regular meals with protein", "caffeine limited to 1 cup before 10 am", "legs-up-the-wall 10 min nightly",
            "box breathing before bed", "a mid-afternoon protein snack"]


def hep(rng, comp, n=2):
    return rng.sample(HEP if comp["segs"] else LIFE_HEP, n)


IMAGING = {
    "lumbar spine": [("MRI lumbar spine", "broad-based L4/5 disc bulge contacting the traversing L5 root."),
                     ("X-ray lumbar spine", "no fracture; mild facet arthropathy L5/S1."),
                     ("MRI lumbar spine", "mild multilevel degenerative change, no neural compromise.")],
    "cervical spine": [("MRI cervical spine", "C5/6 and C6/7 spondylosis with mild foraminal narrowing."),
                       ("X-ray cervical spine", "loss of lordosis, no instability on flexion/extension views.")],
    "upper cervical spine": [("X-ray cervical spine", "normal alignment; no odontoid abnormality.")],
    "shoulder": [("Ultrasound R shoulder", "partial-thickness supraspinatus tear, subacromial bursitis."),
                 ("Ultrasound L shoulder", "supraspinatus tendinopathy without tear.")],
    "hip": [("X-ray pelvis", "moderate R hip joint space narrowing with osteophytes.")],
    "knee": [("X-ray knees (weight-bearing)", "medial compartment narrowing, KL grade 2.")],
    "foot": [("Ultrasound heel", "plantar fascia thickened to 6.1 mm at the insertion.")],
    "pelvis": [("X-ray pelvis", "SIJs normal; no sacroiliitis.")],
    "elbow": [("Ultrasound elbow", "common extensor origin tendinopathy, no tear.")],
    "thoracic spine": [("X-ray thoracic spine", "mild anterior wedging T7, long-standing.")],
    "wrist": [("Nerve conduction study", "mild median neuropathy at the wrist.")],
    "jaw": [("OPG", "no bony abnormality of the condyles.")],
}


def imaging(rng, comp):
    return rng.choice(IMAGING.get(comp["region"], [("X-ray", "no acute abnormality.")]))


def lc(s):
    """Lower-case the first letter unless the word is an abbreviation (IV, ACL)."""
    return s[0].lower() + s[1:] if len(s) > 1 and s[1].islower() else s
