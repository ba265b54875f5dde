"""Clinical vocabulary for cleft care: diagnoses, procedures, hard negatives.

Nothing here is PHI: eponyms, drug names, device models, scores, units and
public bodies are the hard negatives of the set.
"""
from core import pick, maybe

DIAG = [
    # key, long text, short, LAHSAL, Veau
    ("UCLP_L", "complete left unilateral cleft lip and palate", "L UCLP", "..HSAL", "Veau III"),
    ("UCLP_R", "complete right unilateral cleft lip and palate", "R UCLP", "LAHS..", "Veau III"),
    ("BCLP", "complete bilateral cleft lip and palate", "BCLP", "LAHSAL", "Veau IV"),
    ("CLA_L", "left cleft lip and alveolus", "L CLA", "....al", "n/a"),
    ("CL_R", "right incomplete cleft lip", "R CL (incomplete)", "l.....", "n/a"),
    ("CP_HS", "isolated cleft of the hard and soft palate", "CP (H+S)", "..HS..", "Veau II"),
    ("CP_S", "isolated cleft of the soft palate", "CP (soft)", "...S..", "Veau I"),
    ("SMCP", "submucous cleft palate", "SMCP", "...s..", "n/a"),
]
SYNDROMES = ["Pierre Robin sequence", "Van der Woude syndrome", "22q11.2 deletion syndrome",
             "Stickler syndrome", "Treacher Collins syndrome", "Kabuki syndrome"]


class Dx:
    def __init__(self, rng, allow=None):
        rows = [d for d in DIAG if allow is None or d[0] in allow]
        self.key, self.long, self.short, self.lahsal, self.veau = pick(rng, rows)
        self.syndrome = ""
        if self.key.startswith("CP") and maybe(rng, 0.35):
            self.syndrome = pick(rng, SYNDROMES[:4])
        elif maybe(rng, 0.08):
            self.syndrome = pick(rng, SYNDROMES)
        self.has_lip = self.key.startswith(("UCLP", "BCLP", "CL"))
        self.has_palate = not self.key.startswith("CL")
        self.side = "left" if self.key.endswith("_L") else "right" if self.key.endswith("_R") else "bilateral"

    def text(self, rng, start=True):
        opts = [self.long, self.short] + ([self.long[0].upper() + self.long[1:]] if start else [])
        t = pick(rng, opts)
        if self.syndrome:
            t += pick(rng, [" with ", " in the context of ", "; "]) + self.syndrome
        return t


LIP_REPAIRS = ["Millard rotation-advancement", "Fisher anatomical subunit repair",
               "modified Millard repair with McComb nasal dissection", "Delaire functional repair",
               "Mulliken bilateral repair"]
PALATE_REPAIRS = ["Sommerlad intravelar veloplasty", "Furlow double-opposing Z-plasty",
                  "von Langenbeck palatoplasty", "two-flap palatoplasty (Bardach)",
                  "radical intravelar veloplasty (Sommerlad)"]
VPI_OPS = ["Hynes pharyngoplasty", "buccinator myomucosal flap", "re-repair of palate (Sommerlad)",
           "posterior pharyngeal flap", "Furlow conversion palatoplasty"]

FEEDERS = ["Dr Brown's Specialty Feeding System with one-way valve", "Medela SpecialNeeds Feeder",
           "MAM squeezy bottle", "Pigeon cleft palate nipple with valve", "Mead Johnson Cleft Lip/Palate Nurser",
           "NUK soft squeezy bottle", "Haberman-type feeder"]
FORMULAS = ["Aptamil First Infant Milk", "Cow & Gate 1", "SMA PRO First", "Similac Pro-Advance",
            "Enfamil NeuroPro", "Karicare Toddler", "NAN Optipro 1"]
HEARING_AIDS = ["Phonak Sky L-PR", "Oticon Play PX", "Signia Pure Charge&Go", "Phonak Sky Marvel",
                "Oticon Ponto 5 on Softband", "Cochlear Baha 6 Max on Softband"]
NASO = ["Nasometer II model 6450", "Nasometer II 6450", "NasalView"]
ORTHO_APPL = ["quad helix", "Hyrax rapid maxillary expander", "upper removable appliance with midline screw",
              "fixed upper sectional appliance", "NAM plate (Grayson)", "Latham appliance",
              "reverse-pull headgear (Delaire facemask)", "Twin Block"]
SPEECH_TESTS = ["GOS.SP.ASS'98", "CAPS-A", "CAPS-A-AM", "DEAP (Diagnostic Evaluation of Articulation and Phonology)",
                "CELF-5 UK", "Preschool Language Scales-5", "Renfrew Action Picture Test",
                "Bzoch Error Pattern Diagnostic Articulation Test", "SWAP (Americleft Speech Protocol)"]
CSC = ["glottal stop realisation of /p b t d/", "backing of alveolars to velars", "pharyngeal fricatives",
       "active nasal fricatives on /s/", "weak and nasalised pressure consonants",
       "double articulation [d͡g]", "palatalisation of /s/", "nasal realisation of plosives",
       "lateral /s/", "gliding of liquids (developmental)"]
PSYCH_MEASURES = ["Strengths and Difficulties Questionnaire (SDQ)", "Child Appearance Questionnaire",
                  "CLEFT-Q appearance scale", "Revised Child Anxiety and Depression Scale (RCADS)",
                  "Derriford Appearance Scale (DAS24)", "Paediatric Quality of Life Inventory (PedsQL)"]
PUBLIC_BODIES = ["CRANE Database", "NHS England", "HSE", "CDC", "NICE", "ACPA", "Medicare",
                 "Cleft Registry and Audit Network", "Department of Health", "WHO"]

MEDS_POSTOP = [
    ("Paracetamol", "15 mg/kg", "{d} mg", "6-hourly (QDS)", 15),
    ("Ibuprofen", "5-10 mg/kg", "{d} mg", "8-hourly (TDS) with food", 7),
    ("Morphine oral solution", "100 mcg/kg", "{d} mg", "4-hourly PRN", 0.1),
    ("Co-amoxiclav", "30 mg/kg", "{d} mg", "8-hourly for 5 days", 30),
    ("Chlorhexidine 0.2% mouthwash", "", "10 ml", "BD", 0),
    ("Ondansetron", "0.1 mg/kg", "{d} mg", "8-hourly PRN for nausea", 0.1),
]


def med_lines(rng, wt_kg, us, k):
    rows = rng.sample(MEDS_POSTOP, k)
    out = []
    for row in rows:
        out.append(_fmt_med(row, wt_kg, us))
    return out


def _fmt_med(row, wt_kg, us):
    name, per_kg, form, freq, k = row
    if us:
        name = {"Paracetamol": "Acetaminophen", "Co-amoxiclav": "Amoxicillin-clavulanate",
                "Oramorph": "Morphine", "Chlorhexidine 0.2% mouthwash": "Chlorhexidine 0.12% oral rinse"}.get(name, name)
        freq = (freq.replace("6-hourly (QDS)", "q6h").replace("8-hourly (TDS)", "q8h").replace("4-hourly", "q4h")
                .replace("8-hourly for 5 days", "q8h x 5 days").replace("8-hourly", "q8h").replace("BD", "BID"))
    v = wt_kg * k
    num = ("%d" % round(v)) if v >= 20 else ("%.1f" % v).rstrip("0").rstrip(".")
    dose = form.format(d=num) if "{d}" in form else form
    return "%s %s%s %s" % (name, dose, " (%s)" % per_kg if per_kg else "", freq)


def weight_centile(rng):
    return pick(rng, ["0.4th", "2nd", "9th", "25th", "50th", "75th", "91st"])


def lab_line(rng, us=False):
    hb = rng.randint(98, 135)
    items = [("Hb %d g/L" % hb) if not us else ("Hgb %.1f g/dL" % (hb / 10)),
             "WCC %.1f x10^9/L" % (rng.randint(55, 140) / 10),
             "Plt %d" % rng.randint(180, 460),
             "Na %d mmol/L" % rng.randint(134, 142),
             "CRP <%d" % pick(rng, [3, 5]),
             "Group & Save sent", "bilirubin %d umol/L" % rng.randint(60, 240)]
    rng.shuffle(items)
    return ", ".join(items[:rng.randint(2, 4)])


def goslon(rng):
    return "GOSLON %d" % rng.randint(1, 5)


def spo2(rng):
    return "SpO2 %d%% in air" % rng.randint(92, 100)
