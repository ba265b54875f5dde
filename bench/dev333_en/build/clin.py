"""Clinical content generators (no PHI): acuities, cover tests, refractions,
diagnoses, drugs, devices.  These are the hard negatives of the set:
eponyms, test and device model names, scores, units, Snellen fractions
that look like dates, durations written as 2/52 and 3/12.
"""

LOGMAR = ["0.000", "0.100", "0.125", "0.200", "0.225", "0.300", "0.350", "0.400", "0.500",
          "0.600", "0.700", "0.800", "1.000", "-0.100", "0.075", "0.150", "0.250", "0.175"]
SNELLEN_M = ["6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60", "3/60"]
SNELLEN_F = ["20/20", "20/25", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200", "20/400"]
VA_TESTS = ["Keeler crowded logMAR", "Kay pictures (crowded)", "Sonksen crowded logMAR", "HOTV",
            "Lea symbols", "ETDRS", "Thomson V2000 logMAR", "crowded Kays", "Cardiff cards",
            "Teller acuity cards", "Glasgow acuity cards", "Sheridan Gardiner singles"]
US_VA_TESTS = ["HOTV", "Lea symbols", "Allen pictures", "ETDRS", "Snellen", "Teller acuity cards"]


# Notation for the note being built ("logmar" or "snellen"); make.py sets it
# from the shared generator before each note so a note never mixes them.
MODE = ["logmar"]
LOGMAR_TESTS = ["Keeler crowded logMAR", "Sonksen crowded logMAR", "Thomson V2000 logMAR", "ETDRS",
                "crowded Kays (logMAR)", "Keeler logMAR singles"]
SNELLEN_TESTS = ["Kay pictures (crowded)", "Snellen", "Sheridan Gardiner singles", "Cardiff cards (Snellen equiv.)",
                 "Glasgow acuity cards", "Snellen chart"]


def va(rng, c, low=False):
    if c == "US":
        pool = SNELLEN_F[3:] if low else SNELLEN_F
        return rng.choice(pool)
    if MODE[0] == "logmar":
        pool = LOGMAR[4:13] if low else LOGMAR
        return rng.choice(pool)
    pool = SNELLEN_M[4:] if low else SNELLEN_M
    return rng.choice(pool)


def va_test(rng, c):
    if c == "US":
        return rng.choice(US_VA_TESTS)
    return rng.choice(LOGMAR_TESTS if MODE[0] == "logmar" else SNELLEN_TESTS)


def va_block(rng, c, glasses=True):
    t = va_test(rng, c)
    re, le = va(rng, c, rng.random() < 0.5), va(rng, c)
    if rng.random() < 0.5:
        re, le = le, re
    wear = rng.choice(["cc", "sc", "with glasses", "unaided", "with current Rx"]) if glasses else "unaided"
    lines = ["VA (%s, %s) at %s:" % (t, wear, rng.choice(["3m", "4m", "6m", "3 m", "2.5m", "10ft", "20ft"]) if c == "US" else rng.choice(["3m", "4m", "6m", "3 m"])),
             "  RE %s   LE %s" % (re, le)]
    if rng.random() < 0.5:
        lines.append("  BEO %s   Near %s" % (va(rng, c), rng.choice(["N5", "N6", "N8", "N10", "N12", "N14 at 25cm", "N8 at 33cm"])))
    if rng.random() < 0.3:
        lines.append("  PH: RE %s  LE %s" % (va(rng, c), va(rng, c)))
    return "\n".join(lines)


def deviation(rng):
    eye = rng.choice(["R", "L", "alt"])
    kind = rng.choice(["ET", "XT", "E(T)", "X(T)", "HT", "SOT", "XOT", "esophoria", "exophoria"])
    n = rng.choice([4, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30, 35, 40, 45])
    if kind in ("esophoria", "exophoria"):
        return "%s %d PD, rapid recovery" % (kind, n)
    if kind == "HT":
        return "%s HT %d PD" % (rng.choice(["R", "L"]), n // 2 or 2)
    return "%s %s %d PD" % (eye, kind, n)


def cover_test(rng):
    return rng.choice([
        "CT: N %s; D %s" % (deviation(rng), deviation(rng)),
        "Cover test cc: near %s, distance %s" % (deviation(rng), deviation(rng)),
        "PCT: N %s / D %s" % (deviation(rng), deviation(rng)),
        "CT sc N: %s\n    D: %s\nCT cc N: %s\n    D: %s" % (deviation(rng), deviation(rng), deviation(rng), deviation(rng)),
        "Alternate PCT near %s; distance %s; 1/3 m fixation target" % (deviation(rng), deviation(rng)),
    ])


MOTILITY = ["OM: full, no restriction, no A/V pattern", "Ocular movements full and comitant",
            "OM: LIOOA +1, RIOOA +1, V pattern", "OM: R LR -2 (limited abduction), narrowing of palpebral fissure on adduction - ? Duane syndrome type 1",
            "OM: restricted elevation in adduction L, ? Brown syndrome", "OM: L SO underaction -1, LIO overaction +2; Parks-Bielschowsky 3-step consistent with L SO palsy",
            "OMs full; small A pattern", "Motility: DVD R>L, latent nystagmus on occlusion",
            "OM: bilateral abduction deficit -1", "Saccades normal, smooth pursuit intact"]
STEREO = ["Frisby 55\" at 40cm", "Frisby 340\" (near)", "Lang I: cat, star, car seen", "Lang II: elephant only",
          "TNO 240 sec arc", "TNO nil", "Randot preschool 100\" arc", "Titmus fly +ve, circles 3/9",
          "Frisby nil", "Lang I negative", "Randot 60 sec arc", "Wirt fly positive"]
BINOC = ["Worth 4 dot: L supp at near, fusing at distance", "Bagolini striate lenses: R supp",
         "4 PD BO test: no movement L", "20 PD BO: overcomes", "Prism fusion range near BO 25 BI 10",
         "Worth 4 dot: fuses N and D", "Bagolini: central suppression L"]
CONV = ["NPC 8cm (RAF rule)", "Convergence to 6 cm", "NPC 12cm, poor", "Accommodation 10D (RAF)",
        "AC/A 6:1 (gradient)", "Convergence good to nose", "Jump convergence good"]
FIX = ["CSM RE, UCSM LE", "Fixation central steady maintained both eyes",
       "Holds fixation L through blink", "Alternates fixation freely", "Prefers R, holds L briefly"]
HEAD = ["No AHP", "AHP: face turn to L ~10 deg", "Slight chin depression", "Head tilt R, worse when tired",
        "Null point in L gaze, face turn R"]

DIAG = [
    "Refractive accommodative esotropia", "Anisometropic amblyopia L", "Strabismic amblyopia R",
    "Infantile esotropia", "Intermittent distance exotropia", "Convergence insufficiency",
    "Fully accommodative esotropia", "Partially accommodative esotropia", "Bilateral hypermetropia",
    "Meridional amblyopia", "Microtropia with identity", "Decompensating exophoria",
    "Duane retraction syndrome type 1 L", "Brown syndrome R", "Congenital IV nerve palsy L",
    "Infantile nystagmus syndrome", "Consecutive exotropia", "Sixth nerve palsy R (post-viral)",
    "Myopic anisometropia", "Bilateral ametropic amblyopia", "Deprivation amblyopia (post cataract surgery)",
    "Monofixation syndrome", "Dissociated vertical deviation", "Ptosis with occlusion risk L",
]
LV_DIAG = ["Oculocutaneous albinism", "Bilateral optic nerve hypoplasia", "Stargardt disease",
           "Retinitis pigmentosa", "Leber congenital amaurosis", "Aniridia", "Achromatopsia",
           "Cerebral visual impairment", "Coloboma (iris and chorioretinal)", "Infantile nystagmus with foveal hypoplasia",
           "Regressed ROP with macular drag", "X-linked retinoschisis", "Cone-rod dystrophy",
           "Optic atrophy (post hydrocephalus)", "Bilateral congenital cataract, aphakic", "Glaucoma (juvenile onset)",
           "Best vitelliform macular dystrophy", "Leber hereditary optic neuropathy", "Usher syndrome type 2"]

POOR_LOGMAR = ["1.000", "1.100", "1.200", "1.300", "1.500", "1.780", "CF", "HM", "PL", "NPL"]
POOR_SNELLEN = ["6/60", "3/60", "2/60", "1/60", "CF", "HM", "PL"]
POOR_FEET = ["20/200", "20/400", "20/800", "CF 2 ft", "HM", "LP"]
LV_ICD = {"Oculocutaneous albinism": "E70.3", "Bilateral optic nerve hypoplasia": "Q07.8", "Stargardt disease": "H35.5",
          "Retinitis pigmentosa": "H35.5", "Leber congenital amaurosis": "H35.5", "Aniridia": "Q13.1", "Achromatopsia": "H53.5",
          "Cerebral visual impairment": "H47.6", "Coloboma (iris and chorioretinal)": "Q12.2", "Infantile nystagmus with foveal hypoplasia": "H55",
          "Regressed ROP with macular drag": "H35.1", "X-linked retinoschisis": "H35.5", "Cone-rod dystrophy": "H35.5",
          "Optic atrophy (post hydrocephalus)": "H47.2", "Bilateral congenital cataract, aphakic": "H27.0", "Glaucoma (juvenile onset)": "H40.9",
          "Best vitelliform macular dystrophy": "H35.5", "Leber hereditary optic neuropathy": "H47.2", "Usher syndrome type 2": "H35.5"}


def va_poor(rng, c):
    if c == "US":
        return rng.choice(POOR_FEET)
    return rng.choice(POOR_LOGMAR if MODE[0] == "logmar" else POOR_SNELLEN)


DRUGS_DIL = ["cyclopentolate 1%", "cyclopentolate 0.5%", "cyclopentolate 1% + phenylephrine 2.5%",
             "tropicamide 1%", "Mydrane", "cyclopentolate 1% x2 (5 min apart)", "atropine 1% ointment (home, 3 days)"]


def sph(rng, hyper=True):
    v = rng.choice([0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 6.0, 7.5])
    sign = "+" if hyper else "-"
    if v == 0:
        return "plano"
    return "%s%.2f" % (sign, v)


def rx(rng, hyper=None):
    hyper = rng.random() < 0.75 if hyper is None else hyper
    s = sph(rng, hyper)
    if rng.random() < 0.55:
        cyl = rng.choice(["-0.50", "-0.75", "-1.00", "-1.25", "-1.50", "-2.00", "-2.50", "-3.00"])
        ax = rng.choice([5, 10, 15, 90, 95, 170, 175, 180, 180, 85, 165, 20])
        return "%s / %s x %d" % (s, cyl, ax)
    return "%s DS" % s


PATCH = ["Opticlude", "Ortopad", "Elastoplast eye occlusor", "fabric patch over glasses", "Kidz patch"]
LV_AIDS = ["Eschenbach 4x stand magnifier", "Schweizer 6x illuminated stand magnifier", "Eschenbach Mobilux LED 5x",
           "+4.00 near add (bifocal)", "Coil 3x hand magnifier", "Optelec Compact 6 HD video magnifier",
           "Eschenbach MaxDetail", "8x monocular telescope", "Explorer 5 handheld video magnifier",
           "typoscope", "reading stand and task lamp", "NoIR amber filters", "CPF 527 tinted lenses",
           "dome magnifier (bright field)", "Merlin HD desktop CCTV", "tablet with zoom and VoiceOver enabled"]

ROP_ZONE = ["Zone I", "posterior Zone II", "Zone II", "Zone III", "Zone II (anterior)"]
ROP_STAGE = ["no ROP (immature vessels)", "stage 1", "stage 2", "stage 3", "stage 2 with popcorn",
             "stage 3 with extraretinal fibrovascular proliferation", "regressing ROP", "A-ROP"]
ROP_PLUS = ["no plus", "pre-plus", "plus disease", "no plus disease", "pre-plus disease"]
ROP_OUT = ["Review 2 weeks", "Review 1 week", "Review 1 week (Type 2 ROP)", "Treatment required within 48-72 hours (Type 1 ROP)",
           "Discharge from ROP screening: vascularised to Zone III", "Review 2 weeks, immature Zone II", "Review in 3 days"]

SURGERY = [("R MR recession", "5.0 mm"), ("L MR recession", "4.5 mm"), ("bilateral MR recession", "5.5 mm each"),
           ("R LR recession", "7.0 mm"), ("L LR recession", "6.5 mm"), ("bilateral LR recession", "7.5 mm each"),
           ("R LR resection", "6.0 mm"), ("L MR resection", "4.0 mm"), ("L IO recession", "10 mm (anteriorised)"),
           ("R IO myectomy", "at insertion"), ("L SR recession", "3.0 mm on hang-back"), ("R SO tuck", "8 mm"),
           ("Harada-Ito procedure L", "anterior half SO advanced 8 mm"), ("R MR Faden", "posterior fixation 12 mm"),
           ("L Knapp procedure", "MR and LR transposed to SR"), ("Jensen procedure R", "split LR/SR union")]
SUTURES = ["6/0 Vicryl", "6/0 polyglactin (adjustable bow-tie)", "8/0 Vicryl to conjunctiva", "7/0 Vicryl",
           "6/0 Vicryl double-armed"]
ANAES = ["GA, LMA", "GA, ETT (oral RAE)", "GA with LMA; sub-Tenon 2% lignocaine 2 ml", "GA, propofol TIVA, LMA"]
POSTOP = ["Maxitrol drops QDS 2/52", "chloramphenicol 0.5% QDS 1/52 then stop", "Tobradex QDS 2/52",
          "dexamethasone 0.1% + chloramphenicol QDS 2/52", "Paracetamol 15 mg/kg QDS PRN, ibuprofen 10 mg/kg TDS PRN"]

EDT_DEV = ["Espion E3", "RETeval", "Roland RETI-port", "Diagnosys Espion", "Metrovision MonPackONE"]
IMG_DEV = ["RetCam Envision", "RetCam 3", "Optos California", "Optos Daytona", "Zeiss Cirrus 6000 OCT",
           "Heidelberg Spectralis", "Topcon Triton", "Phoenix ICON", "Zeiss Clarus 700", "Topcon Maestro2"]
SCREENERS = ["Welch Allyn Spot Vision Screener", "Plusoptix S12C", "GoCheck Kids", "iScreen", "Retinomax K+3"]

TIMES = ["08:45", "09:10", "09:32", "10:05", "10:42", "11:15", "11:50", "12:20", "13:40", "14:05",
         "14:30", "15:10", "15:45", "16:20", "16:55", "17:30"]


def time(rng):
    return rng.choice(TIMES)


def follow_up(rng, c):
    if c in ("US", "CA"):
        return rng.choice(["RTC 6 weeks", "f/u 3 months", "RTC 4-6 wks", "recheck 2 months with cyclo", "f/u 6 mo"])
    return rng.choice(["Review 3/12", "Review 6/52 with orthoptics", "R/V 4 months", "Review 2/12 (orthoptist)",
                       "Review 6/12 with cyclo refraction", "R/V 8 weeks"])


def iop(rng):
    return "IOP %d/%d mmHg (%s)" % (rng.randrange(10, 22), rng.randrange(10, 22), rng.choice(["iCare", "Perkins", "Tonopen"]))


def fundus(rng):
    return rng.choice(["Fundi: discs pink, healthy, C/D 0.3 both, maculae normal", "Dilated fundi: normal",
                       "Discs: small, hypoplastic ? double ring sign; foveal reflex absent",
                       "Fundus: tilted discs, myopic crescent L", "Posterior pole normal, no papilloedema",
                       "Fundi: blond fundus, foveal hypoplasia, transillumination defects on slit lamp",
                       "Discs: CD 0.2, healthy rim; peripheral retina flat"])


PMH = ["Down syndrome, repaired AVSD", "Noonan syndrome", "nil of note", "ex-28/40 prem, treated ROP", "Sturge-Weber syndrome (port-wine stain L face)",
       "NF1 - annual optic pathway glioma screening", "cerebral palsy (spastic diplegia)", "Crouzon syndrome", "Marfan syndrome - lens subluxation watch",
       "hydrocephalus with VP shunt", "Goldenhar syndrome", "congenital CMV", "asthma", "eczema", "ADHD on methylphenidate", "Prader-Willi syndrome",
       "Turner syndrome", "Stickler syndrome - high myopia", "Williams syndrome", "epilepsy (well controlled)"]

GUIDANCE = {"UK": ["in line with RCOphth and BIOS guidance", "per the NHS England school screening standard", "as per NICE guidance"],
            "IE": ["in line with HSE National Clinical Programme guidance", "per RCSI/ICO recommendations"],
            "US": ["per AAPOS and AAP recommendations", "consistent with AAO Preferred Practice Pattern", "per CDC developmental milestones"],
            "CA": ["per Canadian Ophthalmological Society guidance", "per CAPOS recommendations"],
            "AU": ["per RANZCO guidance", "in line with the NHMRC-endorsed guideline"],
            "NZ": ["per RANZCO guidance", "in line with Ministry of Health B4 School Check protocol"],
            "ZA": ["per OSSA guidance", "in line with Department of Health school health policy"],
            "IN": ["per AIOS guidelines", "as per RBSK protocol"]}
