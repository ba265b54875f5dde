"""Clinical text blocks (mostly non-PHI, full of hard negatives: scores, doses,
durations, eponyms, codes, device models)."""
from doc import P

PUMP_MODELS = ["Lactaline Duo", "Nurtura Pro 2", "Medora Symphonic", "Cresta HG-5", "Ambrose Elite",
               "Lactaline Solo", "Nurtura Mini", "Pumpwell 300", "Harbour Breeze HG", "Calla Twin"]
SHIELD = ["16 mm", "20 mm", "24 mm", "24mm", "20mm"]
FLANGE = ["21 mm", "24 mm", "27 mm", "19 mm", "24mm", "30 mm"]


def pick(rng, xs, k=None):
    if k is None:
        return rng.choice(xs)
    k = min(k, len(xs))
    return rng.sample(xs, k)


def feeding_pattern(rng, case, age_days=10):
    n = case.word("nappies")
    if age_days > 7:
        out = pick(rng, [
            "Wet %s %d+/24h, stools yellow seedy x%d." % (n, rng.randint(5, 8), rng.randint(1, 6)),
            "Heavy wet %s x6, yellow stools x3/day." % n,
            "Only %d wet %s today, dark urine." % (rng.randint(1, 3), n),
            "Stools now every 2-3 days, soft; 6+ heavy wet %s." % n if age_days > 40 else "Output good per mum.",
        ])
    else:
        out = pick(rng, [
            "Wet %s %d+/24h, stools yellow seedy x%d." % (n, rng.randint(4, 7), rng.randint(2, 6)),
            "Output: %d wet, %d dirty in last 24 h (meconium changing to green/yellow)." % (rng.randint(2, 7), rng.randint(0, 4)),
            "Urates noted in %s on day %d." % (case.word("nappy"), rng.randint(2, 4)),
            "Only %d wet %s today, dark urine." % (rng.randint(1, 3), n),
        ])
    return pick(rng, [
        "Feeding %d-%dx/24h, %d-%d min per feed, offering both sides." % (rng.randint(6, 9), rng.randint(10, 14), rng.randint(10, 20), rng.randint(25, 60)),
        "Exclusively BF, responsive, approx %d feeds/24h incl. cluster feeding 1800-2300." % rng.randint(8, 13),
        "BF + top-ups: EBM %d mL via cup/syringe after %d of %d feeds." % (rng.choice([5, 10, 15, 20, 30]), rng.randint(2, 6), rng.randint(7, 10)),
        "Mixed feeding - breast first then formula %d mL x %d/24 (first infant formula, 0.67 kcal/mL)." % (rng.choice([30, 40, 60, 90]), rng.randint(2, 6)),
        "Using nipple shield (%s) since day %d; mum keen to wean off." % (pick(rng, SHIELD), rng.randint(1, 4)),
        "Feeds prolonged (60+ min), baby falls asleep at breast, wakes hungry within 1 h.",
        "Exclusively expressing, %s 8x/24h, yield %d-%d mL per session (~%d mL/24h)." % (pick(rng, PUMP_MODELS), rng.randint(10, 40), rng.randint(45, 120), rng.randint(200, 800)),
        "Bottle refusal since returning to breast; paced bottle feeding discussed.",
        "Feeds q2-3h by day, one 4 h stretch overnight; wakes spontaneously for most feeds.",
    ] + (["Tube feeds NG 3-hourly, %d mL EBM + HMF; cue-based oral feeds started at %d+%d/40." % (rng.randint(12, 45), rng.randint(33, 36), rng.randint(0, 6))]
         if case.gest_w < 37 and age_days < 30 else [])) + " " + out


MAT_HX = [
    "PCOS (on metformin 500 mg BD pre-pregnancy).", "Hypothyroidism - levothyroxine 75 mcg OD.",
    "GDM, diet-controlled; BSLs normal post-delivery.", "PPH 1.2 L, Hb 86 g/L day 1, oral iron commenced.",
    "Hx depression, sertraline 50 mg OD - compatible with BF (LactMed L2).", "Asthma - salbutamol PRN, Seretide 125.",
    "BMI 38; insulin-treated GDM.", "Previous BF experience: fed first child 6/12, stopped due to low supply.",
    "Raynaud's phenomenon (hands) - reports nipple blanching in cold.", "Type 1 DM on pump (insulin aspart).",
    "Pre-eclampsia, on labetalol 200 mg TDS, BP 138/88.", "Nil significant PMHx.", "No relevant medical history.",
    "Epilepsy - lamotrigine 100 mg BD, baby monitored for sedation.", "Hypertension - nifedipine MR 20 mg BD.",
    "Anaemia, ferritin 9 ug/L, IV iron (Ferinject 1 g) day 2.", "Retained products, ERPC day 3.",
    "Flat/inverted nipples bilat. noticed antenatally.", "Minimal breast changes in pregnancy (? IGT).",
]


def maternal_history(rng, d, case):
    items = pick(rng, MAT_HX, rng.randint(1, 3))
    d.add(" ".join(items))
    r = rng.random()
    if r < 0.35:
        y = case.birth.year - rng.randint(2, 12)
        d.f(" Breast {} in {}.", pick(rng, ["reduction", "augmentation", "biopsy (benign fibroadenoma)", "abscess drained"]),
            P(str(y), "DATE"))
    elif r < 0.5 and case.parity > 1:
        d.f(" {} delivered {}, BF for {} months.", pick(rng, ["First child", "DS1", "DD1", "Eldest"]),
            P(str(case.birth.year - rng.randint(2, 6)), "DATE"), rng.randint(2, 18))


BREAST = [
    "Breasts soft pre-feed, fuller after; no erythema or masses.",
    "Bilateral engorgement, tight and shiny; reverse pressure softening taught.",
    "R breast: wedge-shaped erythema upper outer quadrant, tender, T 38.2C - mastitis.",
    "L nipple compressed/lipstick-shaped post-feed with blanching, then purple -> pink (vasospasm).",
    "Bilateral cracked nipples, %s fissure at 2 o'clock R; no signs of infection.",
    "Nipples everted, intact. Montgomery's tubercles prominent. Wide-spaced, tubular breasts L>R.",
    "Breasts filling well day 4 (lactogenesis II). Colostrum easily hand-expressed bilat.",
    "Blocked duct L at 10 o'clock, 2 cm tender lump; milk bleb on nipple.",
    "Shiny pink nipples with burning pain between feeds - ? Candida; swab taken.",
    "Small white bleb L nipple; breast otherwise soft.",
]

INFANT = [
    "Baby alert, good tone, pink, well perfused. Mild jaundice to chest.",
    "Sleepy baby, needs rousing for feeds. Jaundiced to abdomen - SBR %d umol/L (below treatment line, NICE CG98).",
    "Moro and rooting reflexes present. Fontanelle soft, not sunken. Mucous membranes moist.",
    "Sucking blisters on upper lip. Tongue cupping on finger assessment, weak suck.",
    "Torticollis, prefers turning head to R; asymmetrical jaw. Physio referral considered.",
    "Receding chin; high arched palate; bubble palate noted.",
    "Clicking on feeds, milk loss at corners of mouth, windy and unsettled after feeds.",
    "TcB %.1f mg/dL at 48 h (low-intermediate risk zone, Bhutani nomogram).",
    "Apgar 9/10 at 1 and 5 min. Hep B vaccine and vitamin K given.",
    "Cleft of soft palate excluded by visual + digital exam. Oral anatomy otherwise normal.",
]


def infant_exam(rng, d, case):
    s = pick(rng, INFANT)
    if "%d" in s:
        s = s % rng.randint(180, 320)
    elif "%.1f" in s:
        s = s % (rng.randint(60, 160) / 10.0)
    d.add(s)


def breast_exam(rng, d, case):
    s = pick(rng, BREAST)
    if "%s" in s:
        s = s % pick(rng, ["2 mm", "3mm", "small", "deep"])
    d.add(s)


def oral_assessment(rng, d):
    a = rng.randint(3, 10)
    f = rng.randint(5, 14)
    b = rng.randint(0, 8)
    d.add(pick(rng, [
        "Hazelbaker ATLFF: appearance %d/10, function %d/14. BTAT %d/8." % (a, f, b),
        "BTAT score %d/8. Coryllos type %d. Tongue elevation %s; lateralisation %s." % (b, rng.randint(1, 4), pick(rng, ["<50% mouth opening", "restricted", "good"]), pick(rng, ["absent", "partial", "full"])),
        "Anterior frenulum attaching within 2 mm of tongue tip; heart-shaped tip on extension. TABBY %d/8." % b,
        "Posterior tie suspected on palpation (Coryllos 4); lingual frenulum short and thick. ATLFF %d/10, %d/14." % (a, f),
        "Frenulum thin, elastic, mid-tongue insertion. Good extension over gum. BTAT %d/8 - no tie." % max(b, 6),
        "Kotlow free tongue %d mm. Restricted lift, tongue tip blanches on elevation." % rng.randint(3, 14),
    ]))


def latch(rng):
    l, a, t, c, h = (rng.randint(0, 2) for _ in range(5))
    return "LATCH %d/10 (L%d A%d T%d C%d H%d)" % (l + a + t + c + h, l, a, t, c, h)


def weight_line(rng, case, age_days=10):
    bw = case.bw
    if age_days <= 4:
        now = int(bw * (1 - rng.uniform(0.02, 0.11)))
    elif age_days <= 14:
        now = int(bw * (1 + rng.uniform(-0.11, 0.05)))
    else:
        now = int(bw + (age_days - rng.randint(8, 16)) * rng.uniform(8, 38))
    pct = (now - bw) * 100.0 / bw
    return "BW %d g; today %d g (%+.1f%% from BW)." % (bw, now, pct), now


PLAN = [
    "Skin-to-skin as much as possible, esp. before feeds.",
    "Feed responsively, at least 8-12x/24h; wake if >3 h since start of last feed.",
    "Breast compressions and switch nursing to keep baby actively sucking.",
    "Laid-back / biological nurturing positions; try rugby hold on R.",
    "Vitamin D 400 IU (10 mcg) daily for baby.",
    "Paracetamol 1 g QDS PRN and ibuprofen 400 mg TDS with food for pain.",
    "Keep a feeding diary (feeds, %s, top-ups) for 48 h.",
    "Safe sleep discussed (SUDI/SIDS risk reduction); bed-sharing risk assessment done.",
    "EPDS completed today - score %d/30.",
    "Watch for feeding cues (rooting, hand-to-mouth) rather than the clock.",
    "Hand expression demonstrated; mum confident.",
]

SPECIFIC = {
    "latch": ["Deep latch: nose to nipple, wait for wide gape, bring baby to breast chin first.",
              "Review sucking: finger-feeding with 5 Fr feeding tube before latching."],
    "trauma": ["Hydrogel discs / purified lanolin between feeds; air-dry nipples.",
               "Start feeds on less sore side; break suction with finger."],
    "delay": ["Hand express after feeds; give colostrum by syringe/spoon.",
              "Pump both breasts 8x/24h with hospital-grade pump (incl. once between 0100-0500), 15 min or 2 min after last drops."],
    "loss": ["Top up: own EBM first, then formula as per volumes below, via cup or paced bottle.",
             "Supplementary nursing system (SNS) at breast with EBM/formula.", "Weigh again in 48 h."],
    "over": ["Block feeding 3-hourly blocks, one side per block; express for comfort only.",
             "Cold compresses after feeds; avoid over-pumping.", "Feed laid back so baby can manage flow."],
    "low": ["Pump both breasts 8x/24h with hospital-grade pump (incl. once between 0100-0500), 15 min or 2 min after last drops.",
            "Domperidone 10 mg TDS x 2/52 then review (GP to prescribe; ECG not required - no cardiac hx).",
            "Power pumping once daily (20 on/10 off/10 on/10 off/10 on)."],
    "ok": ["Continue as you are; no top-ups needed.", "Next routine weight check per HV/clinic schedule."],
    "mastitis": ["Flucloxacillin 500 mg QDS x 10/7 (or cefalexin if allergic). Continue to feed from affected side.",
                 "Feed/express normally - do NOT over-empty; ice and ibuprofen for inflammation."],
    "vaso": ["Keep breasts warm after feeds (breast warmers); avoid cold exposure.",
             "Consider nifedipine MR 30 mg OD if persists (GP to prescribe)."],
    "refusal": ["Return to breast after NICU: test weighs pre/post feed on Baby Weigh scales.",
                "Offer breast when drowsy; lots of skin-to-skin bathing together.",
                "Nipple shield trial (%s) as a bridge." % "20 mm"],
    "preterm": ["Wake for feeds 3-hourly; limit breastfeed to 30 min then top up.",
                "Hand express after feeds; give colostrum by syringe/spoon.", "Pre-feed BGL per hypoglycaemia protocol."],
}


def plan_items(rng, case, k, key=None):
    out = []
    items = []
    if key and key in SPECIFIC:
        items.extend(SPECIFIC[key])
    items.extend(pick(rng, PLAN, max(0, k - len(items))))
    for s in items:
        if "%s" in s:
            s = s % case.word("nappies")
        elif "%d" in s:
            s = s % rng.randint(2, 17)
        out.append(s)
    return out


REDFLAGS = [
    "Advised to seek urgent review if baby fewer than 6 wet %s/24h after day 5, lethargic, jaundice worsening, or fever.",
    "Red flags discussed: fever >38C, flu-like symptoms, red hot breast -> call GP/out-of-hours or 111.",
    "If baby too sleepy to feed or any green vomit -> ED / call 000/999/911 as appropriate.",
    "Call the ward or after-hours service if concerns; go to ED if baby floppy, blue or not feeding.",
    "Safety-netting advice given verbally and written leaflet provided.",
]


def red_flags(rng, case):
    s = pick(rng, REDFLAGS)
    if "%s" in s:
        s = s % case.word("nappies")
    return s


HARD_NEG = [
    "Per ABM Clinical Protocol #3, supplementation is medically indicated.",
    "Discussed WHO Code (International Code of Marketing of Breast-milk Substitutes).",
    "UNICEF UK Baby Friendly standards followed; checklist complete.",
    "LactMed / Hale L2 - compatible with breastfeeding.",
    "Bristol Tongue Assessment Tool used (BTAT).",
    "Edinburgh Postnatal Depression Scale (EPDS) 6/30 - no concerns, Q10 scored 0.",
    "Guthrie / newborn blood spot done day 5.",
    "NIPE completed, hips stable (Barlow and Ortolani negative).",
    "Weight plotted on WHO growth chart: %dth centile -> %dth centile.",
    "Coded: ICD-10 P92.5 (neonatal difficulty in feeding at breast), O91.23.",
    "Billing code CPT 99403 / S9443 (lactation class) noted.",
    "Hb 104 g/L, ferritin 14 ug/L, TSH 2.1 mU/L.",
    "Bilirubin 212 umol/L at 84 h; phototherapy threshold 350.",
    "Formula: standard cow's milk-based, 1 scoop per 30 mL water at 70C.",
    "Pump: %s, suction 180-250 mmHg, 60 cycles/min stimulation then 2-phase expression.",
    "Holder pasteurisation 62.5C for 30 min; stored at -20C.",
    "Down syndrome screen low risk antenatally; no congenital anomalies noted.",
    "GBS positive, IAP given >4 h pre-delivery.",
    "Apgars 8 and 9. Cord pH 7.28.",
    "Hep B birth dose given; BCG offered.",
]


def hard_negative(rng):
    s = pick(rng, HARD_NEG)
    if "%dth" in s:
        s = s % (pick(rng, [50, 75, 25]), pick(rng, [9, 25, 50]))
    elif "%s" in s:
        s = s % pick(rng, PUMP_MODELS)
    return s


ASSESS = [
    ("latch", "Suboptimal milk transfer secondary to shallow latch and restricted tongue mobility."),
    ("trauma", "Nipple trauma from shallow attachment; supply appears adequate."),
    ("delay", "Delayed lactogenesis II (risk factors: PPH, LSCS, maternal BMI)."),
    ("loss", "Excessive weight loss (>10%) - supplementation clinically indicated."),
    ("over", "Oversupply with forceful let-down; baby gulping, coughing and pulling off."),
    ("low", "Low milk supply, ? primary (IGT) vs secondary to infrequent removal."),
    ("ok", "Effective BF, baby gaining well; reassurance given."),
    ("mastitis", "Lactational mastitis, early - no abscess on clinical exam."),
    ("vaso", "Nipple vasospasm, likely secondary to compression."),
    ("refusal", "Breast refusal after bottle supplementation in NICU."),
    ("preterm", "Late preterm infant with immature feeding pattern; at risk of hypoglycaemia and jaundice."),
]


def assessment(rng, case=None):
    """Returns (key, text); late-preterm wording only for babies born before 37 weeks."""
    while True:
        key, text = pick(rng, ASSESS)
        if key != "preterm" or case is None or case.gest_w < 37:
            return key, text


ABBR_KEY = "Abbrev: BF breastfeeding; EBM expressed breast milk; FF formula feed; SNS supplementary nursing system; " \
           "TT tongue-tie; BW birth weight; LC lactation consultant."
