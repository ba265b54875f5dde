"""Clinical (non-PHI) content for medical retina notes: drugs, acuity, OCT, plans (author 357).
Everything here is a hard negative at most: drug, device model, trial and code names,
Snellen fractions, intervals written as n/52, batch numbers and product expiry dates."""
import pools as PL
from core import P

# generic, brand, dose text, volume, US HCPCS
DRUGS = [
    ("aflibercept", "Eylea", "2 mg", "0.05 ml", "J0178"),
    ("aflibercept", "Eylea HD", "8 mg", "0.07 ml", "J0177"),
    ("ranibizumab", "Lucentis", "0.5 mg", "0.05 ml", "J2778"),
    ("ranibizumab biosimilar", "Byooviz", "0.5 mg", "0.05 ml", "Q5124"),
    ("ranibizumab biosimilar", "Ximluci", "0.5 mg", "0.05 ml", "J2778"),
    ("faricimab", "Vabysmo", "6 mg", "0.05 ml", "J2777"),
    ("bevacizumab", "Avastin (repackaged)", "1.25 mg", "0.05 ml", "J9035"),
    ("brolucizumab", "Beovu", "6 mg", "0.05 ml", "J0179"),
    ("dexamethasone implant", "Ozurdex", "700 micrograms", "implant", "J7312"),
]
DX_TEXT = {
    "nAMD": ["neovascular AMD", "wet AMD", "nAMD", "neovascular age-related macular degeneration",
             "type 1 MNV secondary to AMD", "type 2 CNV (AMD)"],
    "DMO": ["centre-involving DMO", "diabetic macular oedema", "CI-DMO", "DMO with PDR",
            "DMO, NPDR moderate"],
    "BRVO": ["BRVO with macular oedema", "superotemporal BRVO + MO", "inferotemporal BRVO with CMO"],
    "CRVO": ["CRVO with macular oedema", "non-ischaemic CRVO + MO", "CRVO (perfused) with CMO"],
    "PCV": ["polypoidal choroidal vasculopathy", "PCV (ICGA confirmed)", "PCV / type 1 MNV"],
    "mCNV": ["myopic CNV", "myopic choroidal neovascularisation", "mCNV (-9.50 D myope)"],
}


def dx(ctx, code):
    t = ctx.ch(DX_TEXT[code])
    if ctx.na:
        t = t.replace("oedema", "edema").replace("DMO", "DME").replace("ischaemic", "ischemic")
        t = t.replace("isation", "ization")
    return t


def drug(ctx, code=None):
    pool = DRUGS[:]
    if code in ("nAMD", "PCV", "mCNV"):
        pool = [d for d in pool if d[1] != "Ozurdex"]
    if ctx.c != "US":
        pool = [d for d in pool if d[1] != "Avastin (repackaged)" or ctx.maybe(0.3)]
    return ctx.ch(pool)


def eyes(ctx):
    """(right, left) abbreviations used by this writer."""
    if ctx.c == "US":
        return ctx.ch([("OD", "OS"), ("OD", "OS"), ("RE", "LE")])
    if ctx.c == "CA":
        return ctx.ch([("OD", "OS"), ("RE", "LE")])
    return ctx.ch([("RE", "LE"), ("RE", "LE"), ("R", "L"), ("OD", "OS")])


def eye_of(ctx, pt, ab):
    e = pt.eye if pt.eye != "B" else ctx.ch("RL")
    return ab[0] if e == "R" else ab[1]


def va(ctx, good=False):
    snel = ["6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60", "3/60", "CF", "HM"]
    feet = ["20/20", "20/25", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200", "20/400", "CF 3ft", "HM"]
    i = ctx.ri(0, 4) if good else ctx.ri(1, 10)
    if ctx.na:
        s = feet[min(i, 10)]
    else:
        s = snel[min(i, 11)]
    x = ctx.r.random()
    if x < 0.25 and not s.startswith(("CF", "HM")):
        return f"{85 - 5 * i + ctx.ri(0, 4)} letters"
    if x < 0.4 and not s.startswith(("CF", "HM")):
        return f"{s} (logMAR {0.1 * (i - 1) + 0.02 * ctx.ri(0, 4):.2f})"
    if x < 0.55 and not s.startswith(("CF", "HM")):
        return s + ctx.ch(["+1", "-2", " ph " + (feet if ctx.na else snel)[max(0, i - 1)], " PH n/i"])
    return s


def iop(ctx):
    return f"{ctx.ri(10, 22)}"


def cst(ctx, wet=True):
    return ctx.ri(300, 620) if wet else ctx.ri(205, 310)


FLUID_WET = ["IRF + SRF", "new SRF temporal to fovea", "persistent IRF", "SRF, small PED",
             "sub-RPE fluid increasing", "IRF, no SRF", "new SHRM", "cystoid spaces +++",
             "SRF reduced but present", "fibrovascular PED with SRF"]
FLUID_DRY = ["dry", "fluid-free", "no IRF/SRF", "dry macula, stable PED", "resolved SRF",
             "inactive, drusenoid PED", "dry - minor ORT only", "no fluid, atrophy stable"]


def fluid(ctx, wet=None, code=None):
    if wet is None:
        wet = ctx.maybe(0.5)
    pool = FLUID_WET if wet else FLUID_DRY
    if code in ("DMO", "BRVO", "CRVO"):
        pool = [f for f in pool if not any(k in f for k in ("PED", "drusen", "atrophy", "SHRM", "RPE"))]
        pool += ["CMO, cysts in INL/OPL", "DRIL 1000 µm"] if wet else ["cysts resolved", "dry, foveal contour restored"]
    return ctx.ch(pool), wet


def batch(ctx):
    d = ctx.dig
    return ctx.ch([f"{ctx.let(2)}{d(4)}{ctx.let(1)}", f"H{d(4)}{ctx.let(2)}", f"{d(6)}",
                   f"SCR{d(4)}", f"B{d(5)}", f"{ctx.let(1)}{d(2)}{ctx.let(1)}{d(3)}"])


def expiry(ctx):
    y = ctx.today.year + ctx.ri(0, 2)
    m = ctx.ri(1, 12)
    return ctx.ch([f"{m:02d}/{y}", f"{y}-{m:02d}", f"{m:02d}/{y % 100:02d}"])


def interval(ctx):
    w = ctx.ch([4, 6, 8, 8, 10, 12, 12, 14, 16, 20])
    return w, ctx.ch([f"{w}/52", f"{w} weeks", f"{w}w", f"q{w}w", f"{w} wks"])


def hardneg(ctx):
    """A short clinical sentence full of PHI-like non-PHI."""
    c = ctx.c
    pb = ctx.ch(PL.PUBLIC_BODIES[c])
    opts = [
        f"{ctx.ch(PL.EPONYMS)} noted / tested.",
        f"Imaging on {ctx.ch(PL.OCT_MODELS)}; widefield on {ctx.ch(PL.UWF_MODELS)}.",
        f"Regimen as per {ctx.ch(PL.TRIALS)} data; {pb} criteria met.",
        f"Amsler: {ctx.ch(['distortion superonasally', 'no distortion', 'central wavy lines'])}.",
        f"HbA1c {ctx.ri(48, 95)} mmol/mol, BP {ctx.ri(118, 172)}/{ctx.ri(64, 96)}.",
        f"Ref: {ctx.ch(['NICE TA294', 'NICE TA346', 'NICE TA800', 'NICE TA824'])}." if c == "UK" else
        f"CPT 67028, HCPCS {ctx.ch(['J0178', 'J2778', 'J2777', 'J9035'])}." if c == "US" else
        f"MBS item 42738; PBS authority streamlined code {ctx.ri(4000, 9999)}." if c == "AU" else
        f"ICD-10 {ctx.ch(['H35.32', 'H35.81', 'E11.37', 'H34.83'])}.",
        f"Lens: {ctx.ch(['PCIOL', 'NS+', 'early cataract', 'pseudophakic'])}; "
        f"{ctx.ch(['Shaffer grade 4', 'van Herick 3', 'AC deep and quiet'])}.",
        f"{ctx.ch(['Povidone-iodine 5%', 'Chlorhexidine 0.1% (iodine allergy)'])}, "
        f"{ctx.ch(['30G', '32G', '27G'])} needle, {ctx.ch(['3.5', '4.0', '3.5-4.0'])} mm from limbus.",
    ]
    return ctx.ch(opts)


def plan(ctx, wet):
    w, iv = interval(ctx)
    if wet:
        return ctx.ch([f"shorten to {iv}", f"maintain {iv}", f"loading dose, review {iv}",
                       f"switch agent; next {iv}", f"reduce interval by 2 weeks ({iv})"])
    return ctx.ch([f"extend to {iv}", f"extend by 2/52 to {iv}", f"maintain {iv}",
                   f"observe, review {iv}", f"treat and extend {iv}"])


def drug_txt(ctx, d):
    gen, brand, dose, vol, _ = d
    return ctx.ch([f"{brand} {dose}/{vol}" if vol != "implant" else f"{brand} {dose}",
                   f"{gen} {dose}", f"{gen} ({brand}) {dose}", f"{brand} {dose}"])


def rel_txt(ctx, f, pt):
    """'his wife Ana' style text for a family member."""
    poss = "his" if pt.sex == "M" else "her"
    if f.rel in ("neighbour", "friend", "carer"):
        return f"{ctx.ch([poss, 'a'])} {f.rel} {f(ctx.ch(['fl', 'f', 'fl']))}"
    return f"{poss} {f.rel} {f(ctx.ch(['f', 'fl', 'f']))}"


def dob_line(ctx, pt, lab=None):
    return (lab or ctx.ch(["DOB", "D.O.B.", "Date of birth", "DoB"])) + ": " + ctx.D(pt.dob)


def nat_line(ctx, pt):
    if not pt.nat:
        return ""
    return f"{pt.nat[0]}: " + P(pt.nat[1], "MRN")


def exam_line(ctx):
    """Slit-lamp / fundus findings dense with eponyms (none of them PHI)."""
    a = ctx.ch(["AC deep and quiet, van Herick grade 4", "Seidel test negative at injection site",
                "Goldmann applanation " + iop(ctx) + " mmHg", "Tenon's capsule intact, no bleb",
                "Shaffer grade 3 open angles", "mild NS, Weiss ring (PVD)"])
    b = ctx.ch(["no Hollenhorst plaque", "no Roth spots", "no Elschnig spots", "Mittendorf dot (incidental)",
                "Watzke-Allen test negative", "Haidinger brushes intact", "Kestenbaum sign not present",
                "no Siegrist streaks", "Bruch's membrane breaks (lacquer cracks)"])
    c = ctx.ch(["Stargardt disease and Best disease considered unlikely", "not Coats' disease",
                "Irvine-Gass syndrome excluded", "no features of Vogt-Koyanagi-Harada",
                "Purtscher retinopathy excluded", "Henle fibre layer haemorrhage", "Amsler grid: mild metamorphopsia",
                "Snellen chart at 6 m, ETDRS letters recorded"])
    return f"Exam: {a}; {b}. {c}."
