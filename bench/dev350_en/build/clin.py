"""Clinical (non-PHI) content for spasticity services: diagnoses, muscles,
toxins, scales, medicines, orthoses. Full of hard negatives: eponyms,
product names, scores that look like dates, codes, units, lot numbers."""
import math

DX_CHILD = [
    ("bilateral spastic cerebral palsy (diplegia), GMFCS level II", "G80.1", "LL"),
    ("bilateral spastic CP, GMFCS III, walks with K-walker", "G80.1", "LL"),
    ("unilateral spastic CP (right hemiplegia), GMFCS I, MACS II", "G80.2", "UL"),
    ("unilateral spastic CP (left hemiplegia), GMFCS I, MACS III", "G80.2", "BOTH"),
    ("spastic quadriplegic CP, GMFCS V, CFCS IV", "G80.0", "LL"),
    ("mixed spastic-dystonic CP, GMFCS IV", "G80.8", "BOTH"),
    ("hereditary spastic paraplegia (SPG4), pure form", "G11.4", "LL"),
    ("acquired brain injury after hypoxic-ischaemic encephalopathy, GMFCS IV", "G93.1", "LL"),
    ("spastic diplegia, ex-28 week preterm, periventricular leukomalacia", "G80.1", "LL"),
]
DX_ADULT = [
    ("left hemiparesis following right MCA infarct", "I69.354", "BOTH"),
    ("right hemiparesis after left TACS", "I69.351", "UL"),
    ("post-stroke spasticity, right upper limb (left PACS)", "I69.331", "UL"),
    ("secondary progressive multiple sclerosis, EDSS 6.5", "G35", "LL"),
    ("primary progressive MS, EDSS 7.0", "G35", "LL"),
    ("traumatic brain injury (RTC), spastic tetraparesis", "S06.2X", "BOTH"),
    ("incomplete C5 spinal cord injury, AIS C", "S14.105", "LL"),
    ("adult bilateral spastic cerebral palsy, GMFCS III", "G80.1", "LL"),
    ("hereditary spastic paraparesis (SPG7)", "G11.4", "LL"),
    ("spasticity after subarachnoid haemorrhage (Fisher grade 3)", "I69.054", "BOTH"),
]

LL_MUSCLES = [
    ("Gastrocnemius (medial head)", 50, 150), ("Gastrocnemius (lateral head)", 25, 100),
    ("Soleus", 25, 100), ("Tibialis posterior", 25, 75),
    ("Medial hamstrings", 50, 150), ("Adductor longus", 25, 100),
    ("Adductor magnus", 50, 120), ("Gracilis", 25, 75), ("Rectus femoris", 50, 120),
    ("Iliopsoas", 50, 150), ("Flexor digitorum longus", 20, 50),
    ("Extensor hallucis longus", 20, 40), ("Flexor hallucis longus", 20, 50),
]
UL_MUSCLES = [
    ("Biceps brachii", 50, 150), ("Brachialis", 25, 75), ("Brachioradialis", 20, 60),
    ("Pronator teres", 25, 60), ("Flexor carpi radialis", 25, 60),
    ("Flexor carpi ulnaris", 20, 50), ("FDS", 25, 75), ("FDP", 25, 75),
    ("Flexor pollicis longus", 10, 25), ("Adductor pollicis", 10, 20),
    ("Pectoralis major", 50, 100), ("Latissimus dorsi", 50, 100), ("Teres major", 25, 50),
]

PRODUCTS = [
    ("Botox", "onabotulinumtoxinA", [100, 200], 1.0, "J0585"),
    ("Dysport", "abobotulinumtoxinA", [300, 500], 3.0, "J0586"),
    ("Xeomin", "incobotulinumtoxinA", [100, 50], 1.0, "J0588"),
]

MAS = ["0", "1", "1+", "2", "3", "4"]

ORAL_MEDS = [
    "baclofen 10 mg TDS", "baclofen 5 mg BD", "baclofen 20 mg QDS", "tizanidine 2 mg nocte",
    "tizanidine 4 mg TDS", "gabapentin 300 mg TDS", "dantrolene 25 mg OD",
    "diazepam 2 mg PRN", "trihexyphenidyl 2 mg BD", "melatonin 3 mg nocte",
    "levetiracetam 250 mg BD", "omeprazole 10 mg OD", "Movicol Paediatric 1 sachet OD",
    "clonidine 25 mcg nocte", "pregabalin 75 mg BD", "amitriptyline 10 mg nocte",
    "sodium valproate 200 mg BD", "vitamin D 1000 IU OD", "oxybutynin 5 mg BD",
]

ORTHOSES = [
    "solid AFO (4 mm polypropylene)", "hinged AFO with plantarflexion stop",
    "ground reaction AFO (GRAFO)", "DAFO 3.5 with toe-off wedge", "supramalleolar orthosis (SMO)",
    "posterior leaf spring AFO", "carbon fibre AFO", "night resting AFO at 90 degrees",
    "wrist-hand orthosis (resting hand splint)", "thumb abduction splint (neoprene)",
    "elbow extension splint, dynamic", "KAFO with drop-lock knee joints",
]

EXAM_BITS = [
    "Babinski upgoing on the {side}; Hoffmann sign negative.",
    "Clonus {n} beats at the {side} ankle.",
    "Silfverskiold test positive on the {side} (gastrocnemius tightness).",
    "Duncan-Ely test positive bilaterally.",
    "Popliteal angle {a}/{b} degrees (R/L).",
    "Thomas test: {n}0 degrees fixed flexion deformity at the {side} hip.",
    "Power MRC {p}/5 in ankle dorsiflexors, {q}/5 hip abductors.",
    "Selective motor control reduced; Trendelenburg gait on the {side}.",
    "Galeazzi sign negative. Hips clinically stable.",
    "Fugl-Meyer UE {fm}/66; Action Research Arm Test {arat}/57.",
    "Berg Balance Scale {bbs}/56; TUG {tug} s with stick.",
    "10MWT {ms} m/s; 6MWT {six} m.",
    "Brunnstrom stage {br} in the hand; no active finger extension.",
    "Gillette FAQ level {faq}; FMS {f1}/{f2}/{f3}.",
    "GMFM-66 score {gm} (previous {gm2}).",
    "Achilles reflex brisk; Wartenberg pendulum test reduced swing.",
    "Barthel Index {bi}/20; mRS {mrs}.",
    "EDSS {ed}; 9-hole peg test {peg} s (dominant hand).",
    "Skin intact over the lateral malleolus; no pressure areas from AFO.",
    "Pain 3/10 on passive wrist extension; NRS 6/10 at night.",
]


CHILD_ONLY = ["Galeazzi", "Gillette", "GMFM"]
ADULT_ONLY = ["Fugl-Meyer", "Brunnstrom", "Barthel", "EDSS"]


def dx(c):
    return c.r.choice(DX_CHILD if c.kind == "child" else DX_ADULT)


def product(c):
    return c.r.choice(PRODUCTS)


def lot(c):
    r = c.r
    return r.choice(["C%d%s%d" % (r.randint(1000, 9999), r.choice("ABCD"), r.randint(1, 9)),
                     "%s%05d" % (r.choice(["S", "L", "X"]), r.randint(1000, 99999)),
                     "%d%s" % (r.randint(100000, 999999), r.choice(["A", "B"]))])


def weight(c):
    if c.kind == "child":
        return round(8 + c.age * 3.1 + c.r.uniform(-3, 6), 1)
    return round(c.r.uniform(48, 112), 1)


def plan(c, region=None, mult=1.0):
    """list of (muscle, side, dose, sites)"""
    r = c.r
    region = region or r.choice(["LL", "UL", "BOTH"])
    pool = []
    if region in ("LL", "BOTH"):
        pool += LL_MUSCLES
    if region in ("UL", "BOTH"):
        pool += UL_MUSCLES
    chosen = r.sample(pool, r.randint(2, 5))
    out = []
    for name, lo, hi in chosen:
        sides = r.choice([["L"], ["R"], ["L", "R"]]) if region == "LL" else [r.choice(["L", "R"])]
        for s in sides:
            dose = int(round(r.randint(lo, hi) * mult / 5.0) * 5)
            out.append((name, s, dose, r.randint(1, 4)))
    return out


def mas_line(c, muscle):
    return "%s MAS %s" % (muscle, c.r.choice(MAS))


def tardieu(c, joint="ankle"):
    r = c.r
    r2 = r.randint(-10, 20)
    r1 = r2 - r.randint(10, 35)
    return "Tardieu %s R1 %d deg / R2 %d deg" % (joint, r1, r2)


def exam(c, k=3):
    r = c.r
    if c.kind == "child":
        pool = [b for b in EXAM_BITS if not any(w in b for w in ADULT_ONLY)]
    else:
        pool = [b for b in EXAM_BITS if not any(w in b for w in CHILD_ONLY)]
    bits = r.sample(pool, k)
    out = []
    for b in bits:
        out.append(b.format(side=r.choice(["left", "right"]), n=r.randint(2, 6),
                            a=r.randint(40, 75), b=r.randint(40, 75),
                            p=r.randint(2, 4), q=r.randint(3, 4), fm=r.randint(12, 55),
                            arat=r.randint(3, 40), bbs=r.randint(18, 52),
                            tug=round(r.uniform(9, 35), 1), ms=round(r.uniform(0.3, 1.1), 2),
                            six=r.randint(90, 420), br=r.randint(2, 5), faq=r.randint(4, 9),
                            f1=r.randint(2, 6), f2=r.randint(2, 6), f3=r.randint(1, 6),
                            gm=round(r.uniform(35, 80), 1), gm2=round(r.uniform(35, 80), 1),
                            bi=r.randint(6, 19), mrs=r.randint(2, 4),
                            ed=r.choice(["5.5", "6.0", "6.5", "7.0"]), peg=round(r.uniform(22, 80), 1)))
    return out


def meds(c, k=None):
    r = c.r
    k = k or r.randint(1, 4)
    return r.sample(ORAL_MEDS, k)


GOALS_CHILD = [
    "walk from classroom to the lunch hall (40 m) without a rest",
    "put on both AFOs with supervision only",
    "step up the 15 cm kerb at school holding one rail",
    "ride the adapted trike around the playground",
    "stand at the kitchen bench for 5 minutes to help bake",
    "use the left hand to stabilise paper while writing",
    "tolerate night AFO for 6 hours on 5 nights a week",
    "heel strike on the right at least half of steps in the corridor",
    "independent sit to stand from the classroom chair",
    "hold a cup with both hands to drink at snack time",
    "get in and out of the car seat with one adult helper",
    "keep up with peers on the 200 m walk to the bus stop",
]
GOALS_ADULT = [
    "open the hand enough to wash the palm without pain",
    "put the left arm through a shirt sleeve independently",
    "walk to the local shop (250 m) with a stick",
    "reduce night-time calf spasms to fewer than 2 per night",
    "carer able to clean and dry the groin area in under 5 minutes",
    "transfer bed to chair with one carer instead of two",
    "wear the AFO all day without toe clawing",
    "hold a shopping bag in the affected hand for 2 minutes",
    "sit in the wheelchair for 3 hours without adductor spasm",
    "climb the 12 stairs at home with one rail",
    "use the affected hand to hold a fork and cut food",
    "drive with the left-foot accelerator for 30 minutes",
]


def goals(c, k):
    r = c.r
    return r.sample(GOALS_CHILD if c.kind == "child" else GOALS_ADULT, k)


def gas_t(weights, scores):
    num = 10.0 * sum(w * x for w, x in zip(weights, scores))
    den = math.sqrt(0.7 * sum(w * w for w in weights) + 0.3 * sum(weights) ** 2)
    return round(50 + num / den, 1)


ADVERSE = [
    "No immediate adverse events.", "Mild bruising at the medial calf site; pressure applied.",
    "Vasovagal episode, settled lying flat; obs normal.", "Tolerated well with Entonox.",
    "Child distressed, settled with distraction (iPad) and play specialist.",
    "Topical EMLA applied 45 min prior.", "No dysphagia or breathing problems reported at 30 min.",
]
ADVICE = [
    "Written botulinum toxin leaflet given; warned of weakness, flu-like symptoms, dysphagia (rare).",
    "Advised to contact the team or NHS 111 if swallowing or breathing difficulty.",
    "Call 911 / attend ED if any difficulty breathing or swallowing.",
    "Call 000 if breathing or swallowing difficulty; otherwise phone the clinic.",
    "Advised to ring 999 if difficulty breathing or swallowing.",
    "Stretching programme and serial casting to be considered at 2 weeks post injection.",
    "Physio review within 2-4 weeks; peak effect expected at 4-6 weeks.",
]


def advice(c):
    r = c.r
    pool = [a for a in ADVICE if not any(k in a for k in ("111", "911", "000", "999"))]
    emerg = {"GB": ADVICE[1], "US": ADVICE[2], "CA": ADVICE[2], "AU": ADVICE[3],
             "NZ": "Call 111 if breathing or swallowing difficulty.",
             "IE": "Call 112/999 if breathing or swallowing difficulty."}[c.cc]
    return [emerg] + r.sample(pool, 2)


ITB_MODES = ["simple continuous", "flex dosing (day/night)", "periodic bolus + continuous"]
GAIT_FINDINGS = [
    "Increased knee flexion at initial contact ({a} deg) and in mid-stance (crouch).",
    "Stiff-knee gait: reduced and delayed peak knee flexion in swing ({a} deg).",
    "Equinus at initial contact; first rocker absent on the {side}.",
    "Internal hip rotation in stance ({a} deg) with in-toeing on the {side}.",
    "Excessive anterior pelvic tilt ({a} deg) with increased range.",
    "Foot progression angle {a} deg internal on the {side}.",
    "Premature plantarflexor activity on EMG (gastrocnemius) in terminal swing.",
    "Rectus femoris EMG active through swing, consistent with Duncan-Ely finding.",
    "Vaulting on the contralateral side to clear the {side} foot.",
    "Trunk lean over the stance limb (compensated Trendelenburg).",
]


def gait_findings(c, k=4):
    r = c.r
    return [g.format(a=r.randint(8, 35), side=r.choice(["left", "right"])) for g in r.sample(GAIT_FINDINGS, k)]
