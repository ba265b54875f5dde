"""Clinical (non-PHI) content for spinal deformity notes: curves, diagnoses, findings, drugs, labs."""

LEVELS = ["C7"] + ["T%d" % i for i in range(1, 13)] + ["L%d" % i for i in range(1, 6)] + ["S1"]


def lv(i):
    return LEVELS[max(0, min(len(LEVELS) - 1, i))]


DX = {
    "AIS": ["Adolescent idiopathic scoliosis", "Adolescent idiopathic scoliosis (AIS)", "AIS",
            "Idiopathic scoliosis, adolescent onset"],
    "EOS": ["Early-onset scoliosis - infantile idiopathic", "Juvenile idiopathic scoliosis",
            "Early-onset scoliosis secondary to spinal muscular atrophy type 2",
            "Early-onset neuromuscular scoliosis (cerebral palsy, GMFCS IV)",
            "Syndromic early-onset scoliosis (Prader-Willi syndrome)",
            "Early-onset scoliosis, Rett syndrome", "Congenital EOS - T10 hemivertebra with contralateral bar"],
    "NM": ["Neuromuscular scoliosis secondary to cerebral palsy (GMFCS V)",
           "Neuromuscular scoliosis - Duchenne muscular dystrophy", "Neuromuscular scoliosis - SMA type 2",
           "Neuromuscular scoliosis - myelomeningocele (L3 motor level)",
           "Neuromuscular scoliosis - Friedreich's ataxia", "Rett syndrome with progressive scoliosis"],
    "ADULT": ["Adult degenerative (de novo) lumbar scoliosis", "Adult idiopathic scoliosis",
              "Adult spinal deformity with sagittal imbalance",
              "Flatback syndrome after Harrington rod instrumentation",
              "Degenerative scoliosis with L3/4 lateral listhesis and foraminal stenosis",
              "Proximal junctional kyphosis above previous T10-pelvis fusion"],
    "SK": ["Scheuermann's kyphosis", "Scheuermann's disease - thoracic kyphosis",
           "Postural kyphosis vs Scheuermann's kyphosis"],
    "CONG": ["Congenital scoliosis - L2 hemivertebra", "Congenital scoliosis - unsegmented bar T6-T9",
             "Klippel-Feil syndrome with congenital thoracic scoliosis", "Congenital kyphoscoliosis - T11 butterfly vertebra"],
    "SYND": ["Marfan syndrome with scoliosis", "Ehlers-Danlos syndrome (hypermobile type) with scoliosis",
             "Neurofibromatosis type 1 - dystrophic thoracic curve", "22q11.2 deletion syndrome with scoliosis",
             "Syndromic scoliosis - Noonan syndrome"],
}

RANGE = {"AIS": (14, 62), "EOS": (28, 88), "NM": (40, 105), "ADULT": (22, 68), "SK": (15, 40),
         "CONG": (20, 60), "SYND": (25, 75)}


class Curves:
    def __init__(self, r, cohort, main=None):
        self.r = r
        lo, hi = RANGE[cohort]
        self.main = main if main is not None else r.randint(lo, hi)
        pat = r.choice(["MT", "MT", "MT", "TL", "L", "DM"]) if cohort != "ADULT" else r.choice(["L", "TL", "DM"])
        self.pattern = pat
        self.side = r.choice(["right", "right", "right", "left"]) if pat == "MT" else r.choice(["left", "right"])
        self.other = "left" if self.side == "right" else "right"
        if pat == "MT":
            u = r.randint(4, 7)
            self.main_lv = (lv(u), lv(u + r.randint(5, 7)))
            self.region = "main thoracic"
        elif pat == "TL":
            u = r.randint(9, 11)
            self.main_lv = (lv(u), lv(u + r.randint(4, 5)))
            self.region = "thoracolumbar"
        elif pat == "L":
            u = r.randint(12, 13)
            self.main_lv = (lv(u), lv(u + r.randint(3, 4)))
            self.region = "lumbar"
        else:
            u = r.randint(5, 6)
            self.main_lv = (lv(u), lv(u + 6))
            self.region = "thoracic (double major)"
        self.minor = max(8, self.main - r.randint(8, 25))
        self.pt = r.randint(6, 28)
        self.kyph = r.randint(12, 48) if cohort != "SK" else r.randint(62, 92)
        self.lord = r.randint(38, 68)
        self.atr = max(3, min(22, self.main // 4 + r.randint(-2, 3)))
        self.bend = max(4, int(self.main * r.uniform(0.3, 0.65)))
        self.inbrace = max(5, int(self.main * r.uniform(0.35, 0.7)))
        self.prev = max(10, self.main - r.randint(-4, 12))

    def main_str(self):
        return "%s %s curve %s-%s" % (self.side, self.region, self.main_lv[0], self.main_lv[1])

    def lenke(self):
        t = {"MT": "1", "TL": "5", "L": "5", "DM": "3"}[self.pattern]
        return "Lenke %s%s%s" % (t, self.r.choice("ABC") if t != "5" else "C", self.r.choice(["-", "N", "N", "+"]))


def risser(r, age):
    if age <= 11:
        return 0
    if age <= 13:
        return r.choice([0, 0, 1, 2])
    if age <= 15:
        return r.choice([2, 3, 4])
    return r.choice([4, 4, 5])


def sanders(r, age):
    if age <= 11:
        return r.choice([1, 2, 3])
    if age <= 13:
        return r.choice([3, 4, 5])
    return r.choice([6, 7, 8])


NEURO_NORMAL = [
    "Neurology: power 5/5 throughout lower limbs, sensation intact, reflexes symmetrical, plantars downgoing.",
    "Neuro exam normal. Abdominal reflexes symmetrical. No clonus. No Beevor's sign.",
    "No neurological deficit. Romberg negative, Hoffmann negative, Babinski downgoing bilaterally.",
    "Full neurological examination unremarkable; abdominal reflexes present and symmetrical in all four quadrants.",
    "Gait normal, heel and toe walking normal. Straight leg raise 80 degrees bilaterally. Reflexes 2+ and symmetrical.",
]

SKIN = ["No café-au-lait macules, no axillary freckling.", "No midline hairy patch, dimple or naevus over the spine.",
        "Skin: no cutaneous stigmata of spinal dysraphism.", "Beighton score 2/9.", "Beighton score 6/9 - generalised hypermobility.",
        "Arm span to height ratio 1.02; no Steinberg thumb sign.", "No Sprengel deformity."]

EXAM = ["Right thoracic rib prominence on Adam's forward bend test, scoliometer ATR {atr} degrees.",
        "Adam's forward bend: rib hump right, ATR {atr}° at T8 on scoliometer, lumbar ATR 4°.",
        "Shoulder height difference approx 1.5 cm, left waist crease more pronounced, trunk shift 1 cm to the right.",
        "Scoliometer {atr}° thoracic. Plumb line from C7 falls 2 cm right of the natal cleft.",
        "Leg lengths equal (true and apparent). Pelvis level.", "Mild scapular asymmetry. Waist asymmetry noted."]

PAIN_MEDS = ["paracetamol 1 g QDS", "ibuprofen 400 mg TDS with food", "oxycodone 5 mg PRN (max 4 doses/24h)",
             "gabapentin 300 mg nocte", "diazepam 2 mg TDS PRN for muscle spasm", "macrogol 1 sachet BD",
             "senna 7.5 mg nocte", "ondansetron 4 mg PRN", "lactulose 10 mL BD", "naproxen 250 mg BD",
             "celecoxib 200 mg daily", "codeine phosphate 30 mg QDS PRN", "tramadol 50 mg QDS PRN"]

REG_MEDS = ["Nil regular", "salbutamol inhaler PRN", "levothyroxine 50 micrograms OD", "sodium valproate 400 mg BD",
            "baclofen 10 mg TDS", "omeprazole 20 mg OD", "melatonin 3 mg nocte", "cetirizine 10 mg OD",
            "combined oral contraceptive pill", "vitamin D3 1000 units daily", "prednisolone 0.75 mg/kg alternate days",
            "amlodipine 5 mg OD", "metformin 500 mg BD", "atorvastatin 20 mg nocte", "ramipril 2.5 mg OD",
            "alendronic acid 70 mg weekly", "glycopyrronium 1 mg TDS", "levetiracetam 250 mg BD", "nusinersen (intrathecal, 4-monthly)"]

REG_MEDS_CHILD = ["Nil regular", "salbutamol inhaler PRN", "sodium valproate 400 mg BD", "baclofen 10 mg TDS",
                  "omeprazole 10 mg OD", "melatonin 3 mg nocte", "cetirizine 10 mg OD", "vitamin D3 1000 units daily",
                  "glycopyrronium 1 mg TDS", "levetiracetam 250 mg BD", "beclometasone 100 mcg BD",
                  "combined oral contraceptive pill"]
REG_MEDS_ADULT = ["Nil regular", "amlodipine 5 mg OD", "metformin 500 mg BD", "atorvastatin 20 mg nocte", "ramipril 2.5 mg OD",
                  "alendronic acid 70 mg weekly", "levothyroxine 50 micrograms OD", "omeprazole 20 mg OD",
                  "pregabalin 75 mg BD", "bisoprolol 2.5 mg OD", "apixaban 5 mg BD (stop 48 h pre-op)",
                  "denosumab 60 mg 6-monthly", "co-codamol 30/500 2 tabs QDS PRN", "sertraline 50 mg OD"]

ALLERGIES = ["NKDA", "No known drug allergies", "Penicillin (rash)", "Latex - avoid", "Elastoplast (skin reaction)",
             "Codeine (vomiting)", "Chlorhexidine (urticaria)", "Nil known", "Cefalexin (hives)", "Morphine (itch)"]

ABX = ["cefazolin 30 mg/kg IV", "cefazolin 2 g IV", "cefuroxime 1.5 g IV", "teicoplanin 400 mg IV",
       "clindamycin 600 mg IV (penicillin allergy)", "vancomycin 15 mg/kg IV"]

TXA = ["tranexamic acid 50 mg/kg loading then 5 mg/kg/h", "tranexamic acid 15 mg/kg bolus then 1 mg/kg/h",
       "TXA 10 mg/kg then infusion 1 mg/kg/h"]

BRACES = ["Rigo-Chêneau TLSO", "Boston brace (TLSO)", "Providence night-time brace", "Charleston bending brace",
          "Wood Chêneau Rigo (WCR) brace", "custom CAD/CAM TLSO", "Boston 3D brace", "Milwaukee brace (CTLSO)",
          "Gensingen brace", "Lyon ARTbrace"]

RIGO = ["A1", "A2", "A3", "B1", "B2", "C1", "C2", "E1", "E2"]
SCHROTH_CURVE = ["3C", "3CH", "3CL", "4C", "4CL", "4CTL", "N3N4", "3CTL"]
SCHROTH_EX = ["rotational angular breathing (RAB) in side-lying", "muscle cylinder in standing",
              "'50 position' on the stall bars", "prone on the wedge with corrective breathing",
              "sitting on the ball with active self-correction", "hanging with lumbar counter-rotation",
              "frog at the wall", "'door handle' exercise", "side-lying with bolster under the lumbar concavity",
              "pelvic corrections in standing (ipsilateral hip forward)", "Schroth standing in front of the mirror",
              "cat/cow mobilisation into the concavity", "isometric tension with bands (trunk stabilisation)"]

PROMS = ["SRS-22r total {a}.{b}/5", "SRS-22r self-image domain {a}.{b}", "ODI {o}%", "VAS back pain {v}/10",
         "VAS leg pain {v}/10", "EOSQ-24 total {e}", "BrQ (brace questionnaire) {e}/100", "PROMIS pain interference T-score {p}"]


def prom(r):
    return r.choice(PROMS).format(a=r.randint(2, 4), b=r.randint(0, 9), o=r.randint(8, 62), v=r.randint(0, 9),
                                  e=r.randint(45, 92), p=r.randint(44, 68))


def labs(r):
    """Pre-op blood panel lines (values and ranges, not PHI)."""
    hb = r.randint(112, 152)
    return ["Hb %d g/L (115-155)" % hb, "WCC %.1f x10^9/L (4.0-11.0)" % r.uniform(4.2, 10.5),
            "Plt %d x10^9/L (150-400)" % r.randint(170, 420), "INR %.1f" % r.choice([0.9, 1.0, 1.0, 1.1]),
            "APTT %d s (25-37)" % r.randint(26, 35), "Fibrinogen %.1f g/L" % r.uniform(1.9, 4.0),
            "Na %d mmol/L" % r.randint(135, 144), "K %.1f mmol/L" % r.uniform(3.6, 4.9),
            "Creatinine %d umol/L" % r.randint(35, 88), "Albumin %d g/L" % r.randint(36, 47),
            "25-OH vitamin D %d nmol/L" % r.randint(22, 95), "Ferritin %d ug/L" % r.randint(12, 140)]


PROCS_FUSION = ["Posterior spinal instrumented fusion {u}-{l}", "Posterior spinal fusion {u}-{l} with pedicle screw instrumentation",
                "PSF {u}-{l}, bilateral segmental pedicle screws, Ponte osteotomies {po}",
                "Posterior instrumented fusion {u} to pelvis (S2AI screws)",
                "Anterior release {po} and posterior spinal fusion {u}-{l}"]

IMPLANT_SYS = ["CD Horizon Solera 5.5/6.0", "Mesa 2 deformity system", "Expedium Verse", "Reline system",
               "Everest deformity system", "UNiD patient-specific rods"]

IONM_SYS = ["Cadwell Cascade Elite", "Natus XLTEK Protektor32", "NIM-Eclipse", "NuVasive NVM5",
            "Nihon Kohden Neuromaster G1", "Medtronic NIM-Neuro 3.0"]

EOS_DEVICES = ["MAGEC rods (dual)", "MAGEC X rods (dual)", "MCGR x2 (standard actuator)", "single MAGEC rod with contralateral tether",
               "MAGEC rods, rib-to-pelvis hooks"]

ANAES = ["TIVA (propofol/remifentanil), no volatile, no further muscle relaxant after intubation",
         "TIVA with propofol and remifentanil; ketamine 0.2 mg/kg/h", "TIVA, single dose rocuronium at induction only",
         "TIVA (propofol, remifentanil) plus intrathecal morphine 5 mcg/kg"]


def para(c):
    return "acetaminophen" if c in ("US", "CA") else "paracetamol"


def discharge_meds(r, adult, c):
    p = para(c)
    out = [p + " 1 g QDS" if adult or r.random() < 0.5 else p + " 15 mg/kg QDS (max 4 doses/24h)"]
    out.append(r.choice(["ibuprofen 400 mg TDS with food", "naproxen 250 mg BD", "celecoxib 200 mg daily" if adult else
                         "ibuprofen 10 mg/kg TDS"]))
    out.append(r.choice(["oxycodone 5 mg PRN (max 4 doses/24h)", "oxycodone 2.5-5 mg 4-hourly PRN", "codeine phosphate 30 mg QDS PRN"
                         if adult else "oral morphine 0.1 mg/kg 4-hourly PRN", "tramadol 50 mg QDS PRN"]))
    out.append(r.choice(["macrogol 1 sachet BD", "senna 7.5 mg nocte", "lactulose 10 mL BD"]))
    if r.random() < 0.4:
        out.append(r.choice(["gabapentin 300 mg nocte", "diazepam 2 mg TDS PRN for muscle spasm", "ondansetron 4 mg PRN"]))
    return out


REGULATOR = {"UK": "MHRA", "US": "FDA", "IE": "HPRA", "CA": "Health Canada", "AU": "TGA", "NZ": "Medsafe", "ZA": "SAHPRA"}
EXAM_BODY = {"UK": "JCQ access arrangements", "IE": "SEC reasonable accommodations (RACE)", "US": "a 504 plan",
             "CA": "an IEP accommodation", "AU": "special provisions (QCAA/NESA)", "NZ": "NZQA special assessment conditions",
             "ZA": "concessions via the Department of Basic Education"}
