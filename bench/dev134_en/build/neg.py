"""Hard-negative sentences: eponyms, scores, lab abbreviations, codes, times, ordinary words that are
also names in the pools. None of these contains PHI; they are appended as plain text."""
from phi import R, ch

ANTE = [
    "Naegele's rule used for dating; dating scan agrees within 5 days.",
    "Braxton Hicks tightenings only, no regular pain.",
    "Montgomery tubercles noted; breast changes normal for gestation.",
    "Whooley questions negative. GAD-2 score 1.",
    "Robson group 1 if labours spontaneously.",
    "Symphysis-fundal height plotted on customised GROW chart, following 50th centile.",
    "Kleihauer not indicated. Anti-D prophylaxis discussed.",
    "Down syndrome combined screening: low chance (1 in 8,400).",
    "Hope to avoid induction if SFH remains on centile.",
    "Will need OGTT at 24-28 weeks given BMI over 30.",
    "May need serial growth scans from 28 weeks.",
    "Fetal movements discussed; leaflet given. Advised to call the same day with any reduction.",
    "Leopold manoeuvres: longitudinal lie, cephalic, 4/5 palpable.",
    "FHR 140 bpm by Doppler.",
    "Carbon monoxide reading 1 ppm (non-smoker).",
    "Discussed signs of pre-eclampsia: headache, visual disturbance, epigastric pain.",
    "Aspirin 150 mg nocte advised per NICE NG133.",
    "Chadwick's sign and Goodell's sign not assessed.",
    "Hegar's sign not relevant at this gestation.",
    "Mark on abdomen is a striae, not bruising.",
    "Bishop score not assessed (not in labour).",
    "GBS status unknown; swab offered.",
    "CTG not indicated. Intermittent auscultation with Pinard and Doppler.",
]

LAB = [
    "Bloods: FBC, G&S, U&E, LFT, urate, uPCR sent.",
    "Hb 108 g/L, Plt 164, WCC 11.2; CRP 6.",
    "Creat 58 umol/L, ALT 22 U/L, urate 0.31 mmol/L.",
    "HbA1c 39 mmol/mol; TSH 1.9 mU/L; fT4 13.1 pmol/L.",
    "Kleihauer 2 fetal cells/50 LPF.",
    "Direct Coombs test negative on cord blood.",
    "MSU: mixed growth, repeat if symptomatic.",
    "Group and save valid 72 h.",
    "BUN 9, Cr 0.6, K 3.9, Na 137.",
    "Mg level 2.4 mmol/L on magnesium sulfate infusion.",
]

LABOUR = [
    "Bishop score 4, for Propess.",
    "Bishop score 8 on review; ARM performed, clear liquor.",
    "Green liquor noted - meconium grade 2.",
    "Friedman curve not used; progress assessed against NICE 2 cm in 4 h.",
    "CTG: baseline 135, variability 5-15, accels present, no decels - normal per FIGO.",
    "Fetal blood sample pH 7.27, lactate 3.1.",
    "McRoberts manoeuvre and suprapubic pressure applied; delivered in 40 seconds.",
    "Woods screw manoeuvre not required.",
    "Kiwi OmniCup applied, 2 pulls, no pop-offs.",
    "Neville-Barnes forceps, low cavity, OA position.",
    "Kielland rotational forceps not used.",
    "Oxytocin 10 IU IM with delivery of anterior shoulder; CCT.",
    "Placenta delivered by Schultze mechanism, membranes complete.",
    "Syntocinon infusion started at 2 mU/min, increase every 30 min.",
    "Entonox and remifentanil PCA declined.",
    "Epidural working well; Bromage 1.",
    "Apgars 9 at 1 min and 10 at 5 min.",
    "Apgar 6 and 9; dried, stimulated, inflation breaths not required.",
    "Cord gases: arterial pH 7.21, BE -6.2; venous pH 7.30.",
    "Perineum: 2nd degree tear, repaired with Vicryl Rapide 2-0.",
    "EBL 450 mL. Uterus well contracted.",
    "Progress reviewed on ward round.",
    "Will reassess in 4 hours or sooner if concerns.",
    "Partogram commenced.",
    "Joy and relief on delivery; skin-to-skin commenced.",
    "Page from coordinator regarding bed availability.",
]

LABOUR_PRE_IDX = [0, 1, 2, 3, 4, 5, 10, 13, 14, 15, 21, 22, 23, 25]

CS = [
    "Pfannenstiel incision. Joel-Cohen technique for entry.",
    "Doyen retractor placed. Green-Armytage clamps to uterine angles.",
    "Lower segment uterine incision, extended bluntly.",
    "Baby delivered cephalic with Wrigley's forceps assistance.",
    "Uterus closed in 2 layers with Vicryl 1. Haemostasis secured.",
    "B-Lynch suture not required. Bakri balloon not required.",
    "Couvelaire uterus not seen.",
    "Rectus sheath closed with PDS loop; skin with Monocryl 3-0 subcuticular.",
    "Foley catheter in situ, draining clear urine.",
    "Swab, needle and instrument counts correct x2.",
    "Cefazolin 2 g IV and tranexamic acid 1 g IV given pre-incision.",
    "Carbetocin 100 micrograms IV after delivery.",
    "Spinal anaesthetic: 0.5% heavy bupivacaine 2.5 mL with diamorphine 300 micrograms.",
    "VTE: TEDs and LMWH per RCOG Green-top 37a.",
    "WHO checklist completed. Time out done.",
    "Ovaries and tubes normal. Fallopian tubes not interfered with.",
    "Mayo scissors used to extend fascial incision.",
    "Allis clamps on rectus sheath edges.",
]

PN = [
    "Fundus firm, 2 cm below umbilicus. Lochia rubra, moderate.",
    "Perineum healing well, REEDA score 1.",
    "Passing urine; bladder scan residual 45 mL.",
    "Brown lochia, no offensive odour.",
    "EPDS 6 today.",
    "Edinburgh Postnatal Depression Scale score 14 - referred.",
    "Mobilising; calves soft and non-tender, Homans sign not elicited.",
    "Wound clean and dry; Aquacel dressing intact.",
    "MEOWS chart reviewed.",
    "Sheehan syndrome unlikely - lactating well.",
    "Little pain now; taking regular analgesia.",
    "Iron infusion (Monofer) discussed for Hb 82.",
    "Rubella non-immune - MMR to be given before discharge.",
    "Contraception discussed: POP, implant, IUD; FSRH UKMEC 1.",
    "Will be discharged home once paediatric review complete.",
]

NEO = [
    "Moro reflex symmetrical. Suck and grasp present.",
    "Ortolani and Barlow tests negative bilaterally.",
    "Red reflex present both eyes.",
    "Epstein pearls on palate, normal.",
    "Congenital dermal melanocytosis over sacrum, documented on body map.",
    "No Erb's palsy; moving all limbs.",
    "Harlequin colour change observed briefly, resolved.",
    "Femoral pulses palpable bilaterally; pre- and post-ductal SpO2 99%/98%.",
    "Newborn blood spot (Guthrie) due day 5.",
    "Transcutaneous bilirubin 168 umol/L, below treatment line on NICE chart.",
    "Hearing screen: AOAE clear responses both ears.",
    "Silverman-Andersen score 0.",
    "Ballard score consistent with 38 weeks.",
    "Weight on 60th centile on Fenton chart.",
    "Single palmar crease noted on left hand only; no dysmorphic features.",
    "Vitamin K 1 mg IM given with consent.",
    "Skin: mild erythema toxicum. Fontanelle soft.",
    "Hips: no clicks. Sacral dimple not present.",
    "BCG offered per local policy.",
    "Kangaroo care encouraged.",
]

GYN = [
    "Ferriman-Gallwey score 12.",
    "Rotterdam criteria met (oligo-ovulation and PCO morphology).",
    "Cusco speculum examination: cervix healthy, no contact bleeding.",
    "Sims speculum used to inspect anterior wall.",
    "POP-Q: Aa -1, Ba -1, C -6.",
    "Pap smear / cervical screening up to date; HPV negative.",
    "Bartholin cyst on left, 2 cm, not inflamed.",
    "Asherman syndrome considered given previous ERPC.",
    "Turner syndrome excluded on karyotype.",
    "Pipelle endometrial biopsy performed.",
    "Mirena LNG-IUS inserted under local, threads visible.",
    "Hysteroscopy: normal cavity, both ostia seen.",
    "Brown discharge intermittently; no postcoital bleeding.",
    "Bishop score not applicable.",
    "Mullerian anomaly not suspected on imaging.",
]

FERT = [
    "Semen analysis (WHO 2021): volume 2.8 mL, concentration 34 M/mL, progressive motility 41%.",
    "Tubal patency confirmed on HyCoSy.",
    "Antral follicle count 14 total.",
    "Stimulation with follitropin alfa 150 IU, GnRH antagonist from day 6.",
    "Trigger with hCG 6500 IU, egg collection 36 h later.",
    "7 oocytes collected, 5 MII, 4 fertilised (2PN).",
    "Blastocyst grade 4AA transferred, one vitrified.",
    "Beta-hCG 248 IU/L at 14 days post transfer.",
    "OHSS risk low; oestradiol monitored.",
    "Kallmann syndrome not suspected in partner.",
    "HFEA consent forms reviewed and witnessed.",
    "Luteal support: Cyclogest 400 mg PV BD.",
    "Hope for fresh transfer depends on endometrial thickness.",
]

ULTRA = [
    "Transabdominal and transvaginal approach.",
    "CRL 62.4 mm consistent with 12+4.",
    "BPD 48 mm, HC 178 mm, AC 156 mm, FL 33 mm; EFW 380 g.",
    "Umbilical artery Doppler PI 0.98 (normal), MCA PI 1.74.",
    "Amniotic fluid index 13.2 cm. Deepest pool 5.1 cm.",
    "Placenta posterior, fundal, clear of the os.",
    "Nuchal translucency 1.6 mm.",
    "No Dandy-Walker malformation; cisterna magna 5 mm.",
    "Spalding sign absent.",
    "Uterine artery Doppler mean PI 0.82.",
    "Cervical length 34 mm, no funnelling.",
    "Right ovary contains a 28 mm simple cyst (O-RADS 2).",
    "Endometrial thickness 9 mm, trilaminar.",
    "Images archived to PACS.",
]

LACT = [
    "LATCH score 8/10.",
    "Bristol Breastfeeding Assessment Tool score 6.",
    "Anterior tongue tie, Hazelbaker score appearance 8, function 11.",
    "Nipple shape after feed: lipstick-shaped, pinched.",
    "Hand expression taught; colostrum 2 mL collected in syringe.",
    "Weight loss 8.4% at day 3; feeding plan agreed.",
    "Suggested laid-back nursing and biological nurturing positions.",
    "Domperidone discussed, not started.",
    "Raynaud phenomenon of nipple considered.",
    "Pump: hospital grade double pump 8-10x/24h.",
    "UNICEF BFI standards followed.",
    "Will review weight in 48 hours.",
]

PSY = [
    "PHQ-9 score 16, GAD-7 score 13.",
    "EPDS 19 with item 10 scored 1.",
    "No psychotic features; no thoughts of harm to baby.",
    "Mental state: kempt, good rapport, mood low, affect reactive.",
    "Risk: low to self, low to others, baby protective factor.",
    "Sertraline compatible with breastfeeding per LactMed.",
    "Bipolar affective disorder in first-degree relative.",
    "Hope expressed about the future; future-oriented.",
    "Faith community is a source of support.",
]

SAFE = [
    "DASH risk checklist score 14 - high risk; MARAC referral threshold met.",
    "Section 47 enquiry not yet initiated.",
    "Child in need assessment recommended.",
    "Unborn baby plan to be agreed pre-birth.",
    "Information shared under Working Together 2018 guidance.",
    "Mother consented to referral; aware of concerns.",
    "Will discuss at pre-birth planning meeting.",
]

CODES = ["ICD-10 O80", "ICD-10 O82", "CPT 59400", "CPT 59510", "CPT 76805", "CPT 76815", "CPT 59025", "OPCS R17.2",
         "OPCS R18.8", "OPCS R24.2", "ICD-10 Z39.2", "ICD-10 Z34.92", "ICD-10 O26.893", "SNOMED 169826009",
         "CPT 99213", "CPT 58558", "ICD-10 N97.9", "CPT 76817", "HCPCS J1650", "ICD-10 O99.89"]

LABOUR_PRE = [LABOUR[i] for i in LABOUR_PRE_IDX]

POOLS = {"ante": ANTE, "lab": LAB, "labour": LABOUR, "labour_pre": LABOUR_PRE, "cs": CS, "pn": PN, "neo": NEO, "gyn": GYN, "fert": FERT,
         "us": ULTRA, "lact": LACT, "psy": PSY, "safe": SAFE}


def negs(n, kind, k=2, bullet=""):
    pool = POOLS[kind]
    for s in R.sample(pool, min(k, len(pool))):
        n.ln(bullet + s)


def neg_inline(kind):
    return ch(POOLS[kind])


def code():
    return ch(CODES)


def tm():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def tm_h():
    return f"{R.randint(0, 23):02d}{R.randint(0, 59):02d}" + ch(["h", "", " hrs"])


def tm_day():
    return f"{R.randint(8, 17):02d}:{ch(['00', '15', '30', '45', '10', '20', '40'])}"
