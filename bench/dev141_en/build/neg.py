"""Hard negatives: clinical text that looks like PHI but is not (eponyms, scores, codes, units, times,
ordinary words that are also names in the pools, departments, public bodies). Never annotated."""

INF, KID, TEEN_ = (0, 400), (400, 8000), (3300, 8000)
EXAM_T = [
    ("Moro reflex symmetric; Ortolani and Barlow negative bilaterally.", (0, 120)),
    ("Tanner stage 3 breast, Tanner 3 pubic hair.", TEEN_),
    ("Tanner 4 genitalia, testes 15 mL by Prader orchidometer.", TEEN_),
    ("No Gowers sign; Kernig and Brudzinski negative.", (300, 8000)),
    ("Red reflex present OU, Hirschberg symmetric, cover test normal.", (0, 8000)),
    ("Snellen 20/20 OU; Ishihara plates passed.", (1500, 8000)),
    ("Adams forward bend test: mild right thoracic prominence, scoliometer 5 degrees.", (2900, 8000)),
    ("Beighton score 6/9, consistent with joint hypermobility.", (1800, 8000)),
    ("Epstein pearls on the hard palate, normal variant.", (0, 60)),
    ("Capillary refill < 2 sec, warm and well perfused.", (0, 8000)),
    ("TMs pearly grey with good light reflex bilaterally.", (0, 8000)),
    ("Hazel eyes, PERRL, EOMI, visual fields full to confrontation.", (1500, 8000)),
    ("Strong suck, good tone, grasp present.", (0, 120)),
    ("No Koplik spots; no rose spots on trunk.", (0, 8000)),
    ("Gray-blue macule over sacrum c/w congenital dermal melanocytosis.", (0, 1500)),
    ("Wood's lamp exam without fluorescence.", (0, 8000)),
    ("Cafe-au-lait macules x2, < 5 mm; no axillary freckling (Crowe sign neg).", (0, 8000)),
    ("Murmur II/VI vibratory, LLSB, louder supine, c/w Still's murmur.", (400, 8000)),
    ("Homans sign not assessed; calves soft.", TEEN_),
    ("Babinski upgoing bilaterally, age-appropriate.", (0, 365)),
    ("McMurray and Lachman negative, no effusion; no Baker's cyst palpable.", (2500, 8000)),
    ("Patellar tendon tender at tibial tubercle, c/w Osgood-Schlatter.", (3300, 8000)),
    ("Posterior heel pain with squeeze test, c/w Sever's disease.", (2500, 5500)),
    ("No hepatosplenomegaly; Murphy sign negative; Rovsing negative.", (400, 8000)),
    ("Bell-shaped chest, no retractions, good air entry.", (0, 200)),
    ("Moon facies and striae absent.", (400, 8000)),
    ("Mild Harrison sulcus; no pectus.", (0, 8000)),
    ("Skin with flat brown birthmark on left flank, stable per parent.", (0, 8000)),
    ("Fontanelle soft and flat, sutures mobile.", (0, 400)),
    ("Testes descended bilaterally; no hernia.", (0, 3000)),
]
EXAM = [t for t, _ in EXAM_T]


def exam(r, age_days, k):
    pool = [t for t, (lo, hi) in EXAM_T if lo <= age_days <= hi]
    return " ".join(r.sample(pool, min(k, len(pool))))


NEWBORN = [
    "Apgars 8 and 9 at 1 and 5 minutes.",
    "Ballard exam consistent with 38 weeks.",
    "GBS negative, ROM 6 h prior to delivery, clear fluid.",
    "Maternal serologies: HIV neg, HBsAg neg, RPR NR, rubella immune, GBS pos - adequate IAP (PCN x2 doses).",
    "Waters broke spontaneously, fluid clear, no meconium.",
    "Green stools transitioning to yellow seedy.",
    "Bilirubin 8.2 at 36 h, low-intermediate risk zone (Bhutani).",
    "CCHD screen passed: preductal 98%, postductal 99%.",
    "Hearing screen (AABR) pass bilaterally.",
    "Mother's Bishop score was favourable; induced with oxytocin.",
    "Finnegan scores 4, 6, 5 - below threshold.",
    "Silverman-Andersen score 2.",
    "Erb palsy ruled out, moves all extremities symmetrically.",
    "Voided x3, stooled x4 (meconium then transitional).",
    "Amber-colored urine with urate crystals in diaper, reassured.",
    "Vitamin K and erythromycin given in L&D.",
    "G2P2, SVD, EBL 300 mL.",
    "Young infant with good latch, LATCH score 8.",
]
TEEN = [
    "HEADSSS interview completed confidentially.",
    "PHQ-9 score 11 (moderate); item 9 negative.",
    "GAD-7 score 8.",
    "CRAFFT 1 (car item only).",
    "ACE score 4 per screening tool.",
    "Honor roll student, plays bass in the band.",
    "Reports sharp crampy pain day 1-2 of menses.",
    "Discussed the grace period for refilling OCPs.",
    "Denies vaping; tried cigarettes once.",
    "Poison ivy dermatitis on forearms from a hiking trip.",
    "Moody and irritable per parent, sleeps 5-6 h on school nights.",
    "Chlamydia/GC NAAT urine sent; HIV 4th gen and RPR offered.",
]
ED = [
    "GCS 15 (E4 V5 M6), PECARN low risk, no CT indicated.",
    "PEWS 3 on arrival, 1 after intervention.",
    "PRAM score 7 -> 3 after back-to-back salbutamol and ipratropium.",
    "Westley croup score 4; dexamethasone given.",
    "Max temp 39.8 at 02:00, last ibuprofen at 03:15.",
    "Kawasaki criteria not met (2 of 5); will follow.",
    "Clay-colored stools denied; no jaundice.",
    "Black tarry stools x2 this AM, guaiac positive.",
    "Sharp RLQ pain, pediatric appendicitis score 6; US ordered.",
    "Poison Control contacted, no intervention advised.",
    "Lives about 40 miles from here, arrived by private car.",
    "Seen by Ortho and Plastics; discussed with PICU fellow.",
    "Bedside FAST negative.",
    "Will page surgery resident if pain worsens.",
    "Frostnip to fingertips after snow shovelling; rewarmed.",
    "Glasgow Coma Scale 14 at scene per EMS.",
    "Pat dry and keep dressing clean.",
]
DEV = [
    "M-CHAT-R/F score 9 (high risk), follow-up interview completed.",
    "ASQ-3: communication below cutoff, gross motor in monitoring zone.",
    "Denver II: passed all personal-social items.",
    "Vanderbilt parent and teacher forms both positive for inattention.",
    "Bayley-III cognitive composite 85.",
    "Loves dinosaurs and trains; lines up cars.",
    "Chases siblings, climbs stairs alternating feet.",
    "Star chart for toileting has helped.",
    "SDQ total difficulties 18 (high).",
    "WISC-V FSIQ 92; processing speed relative weakness.",
    "CARS-2 in the mild-to-moderate range.",
    "Patience and consistency with time-outs encouraged.",
    "Speech: 2-word phrases, about 50 words, points to request.",
]
GEN = [
    "Will follow up in 2 weeks or sooner PRN.",
    "Mother hopes to return to work next month.",
    "Billing: CPT 99213-25, 90460 x2; ICD-10 Z00.129, Z23.",
    "Discussed with the charge nurse and social work.",
    "No marks noted on the growth chart review.",
    "Immunizations reviewed against the schedule.",
    "Car seat is 6 years old - advised replacement.",
    "Discussed screen time; family will mark a calendar.",
    "No marks or bruises on skin exam.",
    "Diet rich in iron: meats, beans, fortified cereal.",
    "Plays at the park most afternoons; summer camp planned.",
    "Wood stove heating; CO detector present.",
    "King-size bed co-sleeping discussed - safe sleep counselling given.",
    "German shepherd at home, no bites.",
    "Grant application for adaptive stroller in progress.",
    "Self-pay (cash) today, charity care form provided.",
    "Down the hall to lab after visit.",
    "Kidney stone ruled out; UA with few crystals.",
    "Sunny disposition per teacher.",
    "Marked improvement since last visit.",
    "Little appetite during the illness, now eating well.",
    "Sweet drinks limited to 4 oz juice per day.",
    "Duke criteria not met; echo normal.",
    "No Turner syndrome stigmata; karyotype 46,XX.",
    "Hunter syndrome excluded on enzyme assay.",
    "Wilson disease screen: ceruloplasmin normal.",
    "Mother with Graves disease, euthyroid in pregnancy.",
    "Family history of Hirschsprung disease in a cousin.",
    "Henoch-Schonlein purpura 2 yrs ago, resolved.",
    "Down syndrome health supervision checklist reviewed.",
    "Addison disease considered; AM cortisol normal.",
    "Reye syndrome risk reviewed - no aspirin.",
    "Cushing syndrome unlikely; no moon facies.",
]


GEN_US = ["Per CDC catch-up schedule and AAP Bright Futures.", "Family enrolled in WIC; on Medicaid.",
          "Reviewed FDA advisory on infant cough medicines.", "CHIP renewal paperwork given."]
GEN_CA = ["Per NACI guidance and the provincial schedule.", "Covered under OHIP; no private benefits.",
          "Reviewed Health Canada advisory on infant cough medicines.", "Canada Child Benefit application discussed."]


def gen(r, us, k, lo=0):
    pool = GEN[lo:] + (GEN_US if us else GEN_CA)
    return " ".join(r.sample(pool, k))


def some(r, pool, k):
    """k distinct negatives from pool (or pools), joined with spaces."""
    if isinstance(pool[0], list):
        flat = [x for p in pool for x in p]
    else:
        flat = pool
    return " ".join(r.sample(flat, min(k, len(flat))))
