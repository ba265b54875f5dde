"""Per-note helper G (PHI shortcuts bound to rng + context) and clinical filler
(hard negatives: thresholds, scores, device models, drugs, codes, vitals)."""
from common import P, fmt_date, shift, age_phrase, age_words
import world

CI_MODELS = [
    ("CI632 Slim Modiolar", "Nucleus 8", "ACE", "Cochlear"),
    ("CI622 Slim Straight", "Nucleus 7", "ACE", "Cochlear"),
    ("CI612 Contour Advance", "Kanso 2", "ACE", "Cochlear"),
    ("HiRes Ultra 3D with HiFocus SlimJ", "Naida CI M90", "HiRes Optima-S", "AB"),
    ("HiRes Ultra 3D with HiFocus Mid-Scala", "Sky CI M90", "HiRes Optima-P", "AB"),
    ("SYNCHRONY 2 with FLEX28", "SONNET 2", "FS4-p", "MEDEL"),
    ("SYNCHRONY 2 with FLEX26", "RONDO 3", "FS4", "MEDEL"),
    ("SYNCHRONY 2 PIN with FLEXsoft", "SONNET 3", "FSP", "MEDEL"),
]

HA_MODELS = ["Phonak Audeo Lumity L90-R", "Phonak Naida Lumity UP", "Oticon Intent 1 miniRITE R",
             "Oticon Xceed 1 UP", "Signia Pure Charge&Go 7IX", "ReSound Nexia 9 RIE",
             "Widex Moment Sheer 440", "Starkey Genesis AI 24 RIC R", "Bernafon Alpha 9 RIC",
             "Unitron Vivante V-R 9", "Phonak Naida Link M90 (bimodal)"]

ACCESSORIES = ["Roger On iN", "Roger Select iN", "Mini Mic 2+", "TV Streamer 2", "Phone Clip+",
               "ConnectClip", "AudioLink", "Roger Pen iN", "Smart App", "remote control RC-P"]

CHRONIC = ["amlodipine 5 mg OD", "atorvastatin 20 mg nocte", "metformin 500 mg BD", "levothyroxine 75 mcg OD",
           "sertraline 50 mg OD", "apixaban 5 mg BD", "omeprazole 20 mg OD", "cetirizine 10 mg OD",
           "bisoprolol 2.5 mg OD", "melatonin 2 mg nocte", "ramipril 5 mg OD", "betahistine 16 mg TDS",
           "latanoprost 0.005% eye drops nocte", "alendronic acid 70 mg weekly", "tamsulosin 400 mcg OD",
           "citalopram 20 mg OD", "gliclazide 80 mg BD", "salbutamol inhaler PRN", "mirtazapine 15 mg nocte"]

PERIOP = ["paracetamol 1 g QDS PRN", "co-amoxiclav 625 mg TDS for 5 days", "ibuprofen 400 mg TDS with food",
          "prednisolone 40 mg OD for 5 days", "ciprofloxacin/dexamethasone ear drops 4 drops BD",
          "codeine 30 mg QDS PRN", "cyclizine 50 mg TDS PRN", "cephalexin 500 mg QID for 5 days",
          "oxycodone 5 mg q6h PRN (max 3 days)", "prochlorperazine 5 mg TDS PRN"]

DRUGS = CHRONIC + PERIOP

ETIOLOGY = ["progressive idiopathic SNHL", "presumed genetic SNHL (GJB2 negative)", "otosclerosis with SNHL component",
            "Meniere's disease, bilateral", "post-meningitic deafness", "noise-induced and age-related HL",
            "sudden SNHL, steroid-unresponsive", "Usher syndrome type 2", "ototoxicity (gentamicin)",
            "enlarged vestibular aqueduct / Pendred", "autoimmune inner ear disease", "Waardenburg syndrome",
            "presbycusis with poor discrimination", "temporal bone fracture", "CMV (congenital), late progression"]

FREQS = [250, 500, 1000, 2000, 3000, 4000, 8000]


class G:
    def __init__(self, rng, ctx):
        self.r = rng
        self.x = ctx
        self.c = ctx.c
        self.model = rng.choice(CI_MODELS)
        self.ha = rng.choice(HA_MODELS)

    # names ---------------------------------------------------------
    def pt(self, kind=None):
        return P(self.x.pt.form(self.r, kind), "PATIENT")

    def ptt(self):
        return [self.x.title(self.r) + " ", P(self.x.pt.last, "PATIENT")]

    def ref(self):
        """Narrative reference to the patient (title + surname, first name, or full)."""
        k = self.r.random()
        if k < 0.55:
            return self.ptt()
        if k < 0.8:
            return [P(self.x.pt.first, "PATIENT")]
        return [P(self.x.pt.form(self.r, "full"), "PATIENT")]

    def he(self):
        return "he" if self.x.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.x.pt.sex == "M" else "her"

    def doc(self, person, kind=None):
        return P(person.form(self.r, kind), "DOCTOR")

    def dr(self, person, surgeon=False):
        if surgeon and self.c in ("UK", "NZ", "AU") and self.r.random() < 0.7:
            t = "Mr" if person.sex == "M" else self.r.choice(["Ms", "Miss"])
        else:
            t = "Dr." if (self.c in ("US", "CA") and self.r.random() < 0.8) else "Dr"
        return [t + " ", P(person.last if self.r.random() < 0.7 else person.form(self.r, "full"), "DOCTOR")]

    def fam(self, which=1, kind=None):
        p = self.x.fam if which == 1 else self.x.fam2
        return P(p.form(self.r, kind or self.r.choice(["full", "first", "first", "full"])), "FAMILY")

    # dates / ages -------------------------------------------------
    def date(self, days=0, kind="full"):
        return P(fmt_date(self.r, shift(self.x.visit, days), self.c, kind), "DATE")

    def dob(self):
        return P(fmt_date(self.r, self.x.dob, self.c, "dob"), "DATE")

    def year(self, back):
        return P(str(self.x.visit.year - back), "DATE")

    def age(self):
        return age_phrase(self.r, self.x.age, self.x.pt.sex)

    def agen(self, n=None):
        return P(str(self.x.age if n is None else n), "AGE")

    def agew(self, n):
        return P(age_words(n), "AGE")

    # places / contacts --------------------------------------------
    def H(self, s):
        return P(s, "HOSPITAL")

    def O(self, s):
        return P(s, "ORGANIZATION")

    def L(self, s):
        return P(s, "LOCATION_OTHER")

    def ph(self, num):
        return P(num, "PHONE")

    def new_phone(self, mobile=False, extn=False):
        n = world.phone(self.r, self.c, mobile)
        return P(world.ext(self.r, n) if extn else n, "PHONE")

    def lic(self, which="aud"):
        lab, val = self.x.sur_lic if which == "sur" else self.x.aud_lic
        return [lab + " ", P(val, "LICENSE")]

    def job(self):
        return P(self.x.job, "PROFESSION")

    def ajob(self):
        j = self.x.job
        return ["an " if j[0] in "aeiou" else "a ", P(j, "PROFESSION")]

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    # clinical filler ----------------------------------------------
    def thresholds(self, severe=True):
        base = self.r.randint(55, 80) if severe else self.r.randint(25, 50)
        out = []
        for i, _ in enumerate(FREQS):
            v = base + i * self.r.randint(2, 9) + self.r.choice([-5, 0, 5])
            out.append(min(120, max(10, 5 * round(v / 5))))
        return out

    def audio_table(self, severe=True):
        r = self.thresholds(severe)
        l = self.thresholds(severe)
        hdr = "Freq (Hz)   " + "  ".join(f"{f:>5}" for f in FREQS)
        fmt = lambda vals: "  ".join((f"{v:>5}" if v < 120 else "  NR ") for v in vals)
        lines = [hdr, "Right AC    " + fmt(r), "Left AC     " + fmt(l)]
        if self.r.random() < 0.6:
            lines.append("BC (masked) " + "  ".join(f"{min(70, v - 5):>5}" for v in r[:5]) + "      -      -")
        pta_r = round(sum(r[1:4]) / 3)
        pta_l = round(sum(l[1:4]) / 3)
        lines.append(f"4FA / PTA: R {pta_r} dB HL, L {pta_l} dB HL")
        return "\n".join(lines) + "\n"

    def speech(self, aided=True, post=False):
        lo, hi = (35, 92) if post else (4, 48)
        sc = lambda: self.r.randint(lo, hi)
        tests = {
            "UK": [f"BKB sentences in quiet {sc()}%", f"BKB in noise (+10 dB SNR) {sc()}%",
                   f"AB words {sc()}% (phonemes {sc()}%)", f"CUNY sentences {sc()}%"],
            "US": [f"AzBio sentences in quiet {sc()}%", f"AzBio +10 dB SNR {sc()}%",
                   f"CNC words {sc()}%, phonemes {sc()}%", f"BKB-SIN SNR-50 {self.r.randint(3, 21)} dB"],
            "AU": [f"CNC words {sc()}%", f"CUNY sentences in quiet {sc()}%", f"BKB-A sentences {sc()}%",
                   f"AzBio +10 dB SNR {sc()}%"],
            "CA": [f"HINT in quiet {sc()}%", f"CNC words {sc()}%", f"AzBio sentences {sc()}%",
                   f"HINT noise SRT +{self.r.randint(2, 14)} dB"],
            "NZ": [f"CNC words {sc()}%", f"BKB sentences {sc()}%", f"CUNY in noise {sc()}%",
                   f"AB words {sc()}%"],
        }[self.c]
        k = self.r.randint(2, 4)
        chosen = self.r.sample(tests, k)
        cond = "best aided" if aided else "unaided"
        if post:
            cond = "CI alone" if self.r.random() < 0.5 else "bimodal (CI + HA)"
        return f"{cond}: " + "; ".join(chosen) + f" (presentation level {self.r.choice([60, 65, 70])} dB SPL)"

    def tymp(self):
        return self.r.choice([
            "Tympanometry: Type A bilaterally (MEP -10/-15 daPa, SC 0.6/0.7 ml). Acoustic reflexes absent.",
            "Tymps normal (Type A) both ears; ipsi reflexes absent at 1 kHz.",
            "Otoscopy clear; tympanometry As on the right, A on the left.",
            "Otoscopy: mild wax L removed by microsuction; TMs intact. Tymps Type A.",
        ])

    def impedance(self):
        lo = round(self.r.uniform(4.5, 7.5), 1)
        hi = round(self.r.uniform(9.5, 14.0), 1)
        if self.model[3] == "Cochlear":
            return f"Impedances (CG, MP1+2) {lo}-{hi} kOhm; E{self.r.randint(20, 22)} short circuit flagged and disabled." if self.r.random() < 0.25 else f"Impedances within normal limits, E1-E22 {lo}-{hi} kOhm, no open/short circuits."
        if self.model[3] == "AB":
            return f"Impedances 16 electrodes within range ({lo}-{hi} kOhm); eCAP (NRI) present on 4/4 tested."
        return f"Impedance and field telemetry (IFT) normal on 12 channels; ESRT observed at {self.r.randint(18, 30)} qu."

    def map_line(self):
        s = self.model[2]
        if self.model[3] == "Cochlear":
            return (f"Strategy {s}, {self.r.choice([900, 1200, 720])} pps/ch, {self.r.choice([8, 10, 12])} maxima, PW 25 us, "
                    f"T {self.r.randint(95, 125)}-{self.r.randint(126, 150)} CL, C {self.r.randint(160, 175)}-{self.r.randint(176, 205)} CL; "
                    f"SmartSound iQ: {self.r.choice(['ADRO + ASC', 'ADRO + ASC + SNR-NR', 'Forward Focus on'])}")
        if self.model[3] == "AB":
            return (f"Strategy {s}, ClearVoice {self.r.choice(['Low', 'Medium', 'High'])}, "
                    f"M-levels {self.r.randint(150, 200)}-{self.r.randint(210, 290)} CU, IDR 60 dB, AutoSound OS 3")
        return (f"Strategy {s}, {self.r.choice(['12', '11', '10'])} active channels, MCL {self.r.randint(12, 18)}-{self.r.randint(19, 30)} qu, "
                f"THR 10% of MCL, Microphone directionality {self.r.choice(['Natural', 'Adaptive', 'Omni'])}")

    def vitals(self):
        return (f"BP {self.r.randint(112, 158)}/{self.r.randint(62, 92)}, HR {self.r.randint(56, 96)}, "
                f"SpO2 {self.r.randint(94, 99)}% RA, T {self.r.choice(['36.4', '36.7', '36.9', '37.1', '37.6'])} C, RR {self.r.randint(12, 20)}")

    def scores(self, n=2):
        pool = [f"THI {self.r.randint(18, 88)}", f"TFI {self.r.randint(15, 85)}", f"HADS A {self.r.randint(2, 15)} / D {self.r.randint(1, 13)}",
                f"PHQ-9 {self.r.randint(0, 19)}", f"GAD-7 {self.r.randint(0, 16)}", f"SSQ12 mean {round(self.r.uniform(1.5, 7.5), 1)}",
                f"GHABP benefit {self.r.randint(20, 80)}%", f"IOI-HA {self.r.randint(14, 33)}/35", f"HHIE-S {self.r.randint(6, 38)}",
                f"APHAB global {self.r.randint(18, 75)}%", f"MoCA {self.r.randint(22, 30)}/30", f"CIQOL-10 global {self.r.randint(30, 70)}"]
        return ", ".join(self.r.sample(pool, n))

    def meds(self, n=3, kind="chronic"):
        return self.r.sample(CHRONIC if kind == "chronic" else PERIOP, n)

    def etiology(self):
        return self.r.choice(ETIOLOGY)
