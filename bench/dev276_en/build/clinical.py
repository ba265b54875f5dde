"""PHI-free clinical and photographic text blocks, full of hard negatives
(eponyms, drugs, scores, units, codes, camera settings, durations)."""
import pools_misc as PM


def pick(rng, seq, k):
    return rng.sample(seq, k)


def dx(rng):
    r = rng.random()
    if r < 0.4:
        return rng.choice(PM.WOUND_TYPES)
    if r < 0.8:
        return rng.choice(PM.DERM_DX)
    return rng.choice(PM.OTHER_DX)


def site(rng):
    return rng.choice(PM.BODY_SITES)


def measure(rng):
    l = round(rng.uniform(0.4, 14.0), 1)
    w = round(rng.uniform(0.3, min(l, 9.0)), 1)
    dpt = round(rng.uniform(0.0, 2.5), 1)
    area = round(l * w * 0.785, 1)
    f = rng.choice(["L {l} x W {w} x D {d} cm", "{l} cm x {w} cm x {d} cm", "{l} x {w} cm, depth {d} cm",
                    "L{l} W{w} D{d} (cm)", "{l}cm x {w}cm, depth {d}cm; area {a} cm²"])
    return f.format(l=l, w=w, d=dpt, a=area)


def wound_desc(rng):
    gran = rng.choice([100, 90, 80, 70, 60, 50, 40, 30, 20])
    slough = 100 - gran
    bits = [
        "Wound bed %d%% granulation, %d%% slough." % (gran, slough) if slough else "Wound bed 100% granulation.",
        rng.choice(["Exudate low, serous.", "Moderate serous exudate.", "Heavy haemoserous exudate; dressing saturated.",
                    "Exudate moderate, sero-purulent; swab sent.", "Minimal exudate."]),
        rng.choice(["Periwound maceration 3-6 o'clock.", "Periwound skin intact.", "Erythema extending 2 cm from edge.",
                    "Haemosiderin staining and lipodermatosclerosis.", "Periwound callus removed by podiatry.",
                    "Periwound dry, scaly (varicose eczema)."]),
        rng.choice(["Edges attached, advancing.", "Edges rolled (epibole) at 12 o'clock.", "Undermining 0.8 cm at 11 o'clock.",
                    "Tunnelling 2.1 cm at 9 o'clock.", "Edges irregular, undermined 1.5 cm 2-4 o'clock.",
                    "New epithelial islands centrally."]),
        rng.choice(["Odour: none.", "Malodour on removal of dressing.", "No clinical signs of infection.",
                    "Bone palpable on probing (probe-to-bone positive).", "Pain 3/10 at dressing change."]),
    ]
    if rng.random() < 0.5:
        bits.append("Measurements: %s." % measure(rng))
    if rng.random() < 0.4:
        bits.append(rng.choice(PM.SCORES) + ".")
    return " ".join(bits)


def lesion_desc(rng):
    size = rng.choice([3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 18, 22])
    return " ".join([
        "%d mm %s" % (size, rng.choice(["pigmented macule", "pearly papule with telangiectasia", "erythematous scaly plaque",
                                         "nodule, central ulceration", "asymmetric pigmented lesion", "pink papule",
                                         "hyperkeratotic papule", "depigmented patch", "violaceous plaque"])),
        rng.choice(["irregular border, two shades of brown.", "rolled edge.", "well demarcated.", "ill-defined margins.",
                    "symmetrical, uniform colour.", "satellite lesions absent."]),
        "Dermoscopy: %s." % rng.choice(["atypical network, regression structures", "arborising vessels, blue-grey ovoid nests",
                                         "regular reticular pattern", "glomerular vessels", "milky-red areas, shiny white lines",
                                         "strawberry pattern", "negative network", "no dermoscopy (not indicated)"]),
        rng.choice(["ABCDE: A+ B+ C+ D+ E?", "7-point checklist score 4.", "Ugly duckling sign present.",
                    "Change reported over 6 months.", "No change since last mapping.", "Biopsy planned (2 mm margins)."]),
    ])


def technique(rng, cam, lens):
    return "%s / %s, %s, %s %s %s, %s, %s background." % (
        cam, lens, rng.choice(PM.FLASH), rng.choice(["f/11", "f/16", "f/8", "f/13", "f/22"]),
        rng.choice(["1/125 s", "1/160 s", "1/200 s", "1/250 s"]), rng.choice(["ISO 100", "ISO 200", "ISO 400"]),
        rng.choice(PM.SCALES), rng.choice(PM.BACKGROUNDS))


def views(rng, k=None):
    k = k or rng.randint(2, 5)
    return ", ".join(pick(rng, PM.VIEWS, k))


def frames(rng):
    a = rng.randint(10, 9800)
    n = rng.randint(4, 36)
    pre = rng.choice(["DSC_", "IMG_", "_DSC", "P", "MI_"])
    ext = rng.choice(["NEF", "CR3", "ARW", "JPG", "ORF", "RAF"])
    mb = round(n * rng.uniform(18, 62), 1)
    return "%s%04d-%s%04d.%s (%d files, %s MB)" % (pre, a, pre, a + n - 1, ext, n, mb)


def duration(rng):
    return rng.choice(["3 weeks", "6 weeks", "10 days", "4 months", "2 years", "18 months",
                       "since childhood", "48 hours", "a fortnight", "8 weeks", "9 days", "5 months"])


def postop(rng):
    return rng.choice(["POD 3", "POD 10", "day 14 post-op", "week 6 post-op", "2/52 post-op", "6/52 post graft",
                       "day 5 post debridement", "3/12 follow-up", "week 12 of compression"])


HN_EXTRA = [
    "PMH: DM2, HTN, CKD3, OA; ex-smoker (quit 2/52 ago).",
    "Seen by PA in clinic; MD to review photos at MDT.",
    "Intra-op images requested in OR 3 before incision - see theatre log.",
    "ALS and MS excluded by Neurology; weakness attributed to CVA.",
    "SNOMED CT 399912005 (pressure ulcer) coded on discharge.",
    "OPCS S35.1 split autograft; CPT 15271 noted by US fellow for comparison.",
    "Review 7/7 then 2/52; photos at 6/52 and 3/12.",
    "Rx: 1 g IV q8h x 5/7, then PO BD.",
    "Obs: HR 88, BP 142/86, RR 16, SpO2 97% RA, T 37.4.",
    "ED triage cat 3; GCS 15; pain 6/10.",
    "Image size 6000 x 4000 px, 300 dpi, 24.6 MB per RAW file.",
    "Vectra 3D capture: 5 pods, calibrated 08:05, stitching error < 0.5 mm.",
    "Lesion L14 on body map re-imaged with dermoscopy (x10).",
    "Hotline: press option 3 for Medical Illustration bookings.",
    "CD4 320, VL undetectable; no KS lesions on trunk.",
    "eGFR 44 mL/min/1.73m2; HbA1c 71 mmol/mol (8.6%).",
    "Rule of 9s: 4.5% TBSA; Parkland formula not indicated.",
    "NPUAP/EPUAP category 3; Braden 12; repositioning 2-hourly.",
    "Dupuytren's: Tubiana stage II, MCPJ 40 degrees, PIPJ 30 degrees.",
    "Apgar scores 8 and 9 at birth per maternity notes.",
]


def hn(rng):
    """One hard-negative clinical sentence."""
    r = rng.random()
    if r < 0.15:
        return rng.choice(HN_EXTRA)
    r = rng.random()
    if r < 0.3:
        return rng.choice(PM.EPONYM_LINES)
    if r < 0.5:
        return "Meds: %s, %s." % tuple(pick(rng, PM.DRUGS, 2))
    if r < 0.7:
        return "%s; %s; %s." % tuple(pick(rng, PM.LABS, 3))
    if r < 0.85:
        return "%s. %s." % tuple(pick(rng, PM.SCORES, 2))
    return "Dressing: %s with %s; %s." % (rng.choice(PM.DRESSINGS), rng.choice(PM.COMPRESSION + ["no compression"]),
                                         rng.choice(["change 3x/week", "change daily", "review 7/7", "leave intact 5 days",
                                                     "NPWT at -125 mmHg continuous", "TDS obs"]))


def ig_statement(rng, country):
    law = {"UK": ["UK GDPR and the Data Protection Act 2018", "the Caldicott Principles", "GMC guidance on recordings"],
           "US": ["HIPAA Privacy Rule (45 CFR 164.508)", "HIPAA minimum necessary standard", "the facility photography policy"],
           "AU": ["the Privacy Act 1988 (Cth)", "the Australian Privacy Principles", "the state Health Records Act"],
           "CA": ["PHIPA", "PIPEDA", "the provincial Health Information Act"]}[country]
    s = [
        "Images are held in accordance with %s." % rng.choice(law),
        rng.choice(["Images must not be stored on personal devices or sent by unencrypted e-mail.",
                    "Retention: 8 years adult / until 25th birthday for children (or 26 if 17 at conclusion).",
                    "Access is role-based and audited; printouts are not permitted outside the department.",
                    "Identifiable images are not to be used for teaching without Level 2 consent.",
                    "Copies may only be released via the approved secure transfer route (AES-256).",
                    "All clinical images are classified OFFICIAL-SENSITIVE."]),
    ]
    if rng.random() < 0.5:
        s.append("Ref: %s." % rng.choice(PM.FORM_CODES))
    return " ".join(s)


def consent_para(rng, country):
    return rng.choice([
        "I understand that the photographs/video will form part of my confidential health record.",
        "I understand that I may withdraw consent for future use at any time, but that images already published cannot be recalled.",
        "I understand that every effort will be made to conceal my identity, but that this cannot be guaranteed for facial images.",
        "The purpose of the photographs has been explained to me and I have had the opportunity to ask questions.",
        "I agree to the images being used for the purposes ticked below only.",
        "I understand that refusing consent will not affect my treatment in any way.",
        "Tattoos and distinguishing features will be cropped or masked where possible.",
        "I confirm that I have parental responsibility for the child named above.",
    ])


CHILD_ONLY = ("documentation of injuries for child protection", "orthodontic records (extra- and intra-oral)")


def photo_purpose(rng, age=40):
    while True:
        p = _photo_purpose(rng)
        if age < 16 or p not in CHILD_ONLY:
            return p


def _photo_purpose(rng):
    return rng.choice([
        "baseline pre-operative record", "monitoring of wound healing", "documentation of response to biologic therapy",
        "pre- and post-operative comparison", "total body mole mapping (baseline)", "safeguarding documentation",
        "MDT discussion", "insurance/medicolegal record at patient request", "scar assessment before laser",
        "serial monitoring of lesion at 3-monthly intervals", "planning for flap reconstruction",
        "documentation of injuries for child protection", "orthodontic records (extra- and intra-oral)",
        "fundus/external eye record", "burns dressing clinic record",
    ])


def patient_quote(rng):
    return rng.choice([
        "\"I don't want my face in any textbook, but the leg is fine.\"",
        "\"Can I get a copy for my own records?\"",
        "\"The last lot of photos were taken in a corridor, I wasn't happy.\"",
        "\"My tattoo is on the other arm, can you leave that out?\"",
        "\"It's been weeping for about three weeks now.\"",
        "\"I'm fine with students seeing them.\"",
        "\"Please don't put these on the computer where anyone can see.\"",
    ])
