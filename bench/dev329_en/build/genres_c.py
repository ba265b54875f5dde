"""Genres: domiciliary visit note, care home oral health plan, dental charting summary."""

from core import Note, pick, chance, sample, typo, digits, letters
from case import pt_ref, carer_ref, paid_carer_ref, make_staff
from locale_fmt import add_days, workday
from genres_b import plate
from locale_fmt import BIRTH_COUNTRIES
import blocks
import clinical
import names
import places


def domiciliary(rng, k):
    n = Note()
    L = k.L
    n.ln(pick(rng, ["DOMICILIARY VISIT NOTE", "Domiciliary Dental Visit", "HOME VISIT - SPECIAL CARE DENTAL", "Domiciliary care record"]))
    blocks.pt_banner(rng, n, k, style="compact")
    h, m = rng.randrange(9, 16), pick(rng, [0, 15, 30, 45])
    n.w("Date: ", L.d(rng, k.visit, pick(rng, ["wd_long", "num", "wd_num"])), "   Arrived " + clinical.clock(h, m) +
        "  Left " + clinical.clock(*clinical.add_min(h, m, rng.randrange(35, 95))) + "\n")
    n.w("Visit address: ")
    at_home = k.res not in ("care_home",)
    if at_home:
        n.w(L.addr(rng, k.addr))
    else:
        n.w((k.care_home, "HOSPITAL"), ", ", L.addr(rng, k.ch_addr), " - room ", (k.room, "LOCATION_OTHER"))
    n.w("\nClinicians: ", k.dentist.name(pick(rng, ["title_full", "full"])), " (" + k.dentist.role + "), ",
        k.nurse.name("full"), " (" + k.nurse.role + ")\n")
    n.w("Present: ")
    if at_home:
        n.w(carer_ref(rng, k))
        if k.fam_prof and chance(rng, 0.6):
            n.w(" (" + pick(rng, ["a ", "retired ", "works as a "]), (k.fam_prof, "PROFESSION"), ")")
        if chance(rng, 0.4):
            n.w(" and home-care worker ", k.carer.name("first", "FAMILY"))
    else:
        n.w(k.ch_nurse.name(pick(rng, ["full", "first"])), " (" + k.ch_nurse.role + ") and ", paid_carer_ref(rng, k))
    n.w("\n\n")
    n.w("ACCESS / RISK ASSESSMENT\n")
    n.w(pick(rng, ["Parked on drive. ", "Parked in visitor bay opposite ", "Street parking only, permit displayed. "]))
    if n.buf[-1].endswith("opposite "):
        n.w(places.landmark(rng), ". ")
    if chance(rng, 0.5):
        n.w("Service vehicle reg ", (plate(rng, L.code), "VEHICLE"), ". ")
    if at_home:
        n.w(pick(rng, ["Ground floor bedroom, profiling bed. ", "First floor via stairlift; patient in riser-recliner. ",
                       "Lounge, patient in tilt-in-space wheelchair. "]))
        n.w(pick(rng, ["Dog shut in kitchen at our request. ", "No pets. ", "Cat in house - no allergy issues for team. "]))
    else:
        n.w(pick(rng, ["Resident's own room, profiling bed. ", "Treated in lounge, screens used for privacy. ",
                       "First-floor room, lift access; signed in at reception. "]))
    n.w(pick(rng, ["Lone working N/A (two staff). ", "Checked in with base by phone at arrival and departure. "]))
    n.w("Manual handling: " + pick(rng, ["no transfers required", "hoist not used - treated in bed", "patient unable to reposition, head support with pillow"]) + ".\n\n")
    n.w("MH UPDATE\n")
    n.w("; ".join(k.conds) + ". ")
    n.w("Meds: " + (", ".join(k.meds[:4]) if k.meds else "none") + ". Allergy: " + k.allergy + ".\n")
    if chance(rng, 0.4):
        n.w("Recent admission to ", (k.hosp, "HOSPITAL"), " " + pick(rng, ["with aspiration pneumonia", "after a fall", "for UTI/delirium"]) +
            ", discharged ", L.d(rng, add_days(k.visit, -rng.randrange(10, 70))), ".\n")
    n.w("\nCONSENT\n")
    n.w(pick(rng, ["Patient consented verbally to examination and treatment.", "Lacks capacity for this decision; treatment in best interests following discussion with ",
                   "Consent to examination given; denture work discussed with "]))
    if n.buf[-1].endswith("with "):
        n.w(k.fam.name(pick(rng, ["full", "title_full"]), "FAMILY"), " (" + k.rel + ") by phone ", (k.fam_phone, "PHONE"), ".")
    n.w("\n\nO/E\n")
    blocks.narrative(rng, n, k, typo, home=True)
    n.w("\nFINDINGS\n")
    if chance(rng, 0.5):
        n.w(pick(rng, ["Upper complete acrylic denture, ill-fitting, unmarked. ", "Lower partial (cobalt-chrome) lost at hospital. ",
                       "Upper F/- worn at night, heavy deposits. "]))
    for f in sample(rng, clinical.DENTAL_FINDINGS, rng.randrange(2, 4)):
        n.w(f[0].upper() + f[1:] + ". ")
    n.w("Teeth of concern: " + ", ".join(clinical.teeth(rng, L, rng.randrange(1, 4))) + ".\n")
    n.w("Oral Health Assessment Tool (OHAT) score %d/16.\n\n" % rng.randrange(2, 12))
    n.w("TREATMENT TODAY\n")
    for p in sample(rng, ["denture marking with name", "denture adjustment and reline (chairside soft liner)", "fluoride varnish applied",
                          "scale with hand instruments", "extraction of mobile " + clinical.tooth(rng, L) + " under LA", "ART restoration " + clinical.tooth(rng, L),
                          "oral hygiene demonstration to carer with three-sided brush", "miconazole oral gel prescribed (check warfarin interaction!)"], rng.randrange(2, 4)):
        n.w(" - " + p + "\n")
    if chance(rng, 0.4):
        n.w("Denture marked: \"", k.pt.name(pick(rng, ["finit_last", "init_nodot", "full"]), "PATIENT"), "\"\n")
    n.w("\nADVICE / PLAN\n")
    n.w(pick(rng, ["Carers to brush twice daily with 5000 ppm toothpaste (Rx sent to ", "Dentures out at night, soak in denture cleanser; Rx sent to ",
                   "Dry mouth gel before meals; prescription emailed to "]))
    n.w((places.pharmacy(rng, L.code), "HOSPITAL"), pick(rng, [").", "."]) + "\n")
    n.w("Next domiciliary visit: ", L.d(rng, k.next_date), pick(rng, [" (AM)", " - impressions", " - fit denture", ""]), ".\n")
    n.w("Contact for home: ", (k.ch_phone if not at_home else k.fam_phone, "PHONE"), "\n")
    if chance(rng, 0.35):
        n.w("Mileage: %.1f miles. Travel time %d min.\n" % (rng.randrange(30, 400) / 10.0, rng.randrange(10, 60)))
    n.w("\n", k.dentist.name(pick(rng, ["full", "finit_last"])), " " + k.dentist.creds)
    if chance(rng, 0.5):
        n.w(", " + k.dentist.reg_label + " ", (k.dentist.reg, "LICENSE"))
    n.w("\n")
    return n


def care_home_ohp(rng, k):
    n = Note()
    L = k.L
    home = k.care_home
    n.ln(pick(rng, ["ORAL HEALTH CARE PLAN", "Mouth Care Plan", "Personal Oral Care Plan", "Resident Oral Health Plan"]))
    n.w((home, "HOSPITAL"), "\n", L.addr(rng, k.ch_addr), "\nTel ", (k.ch_phone, "PHONE"))
    if chance(rng, 0.5):
        n.w("   Email ", (pick(rng, ["manager", "office", "nursing", "care"]) + "@" + pick(rng, ["example.com", "example.org"]), "EMAIL"))
    n.w("\n\n")
    n.w("Resident: ", k.pt.name(pick(rng, ["full", "title_full", "fml"]), "PATIENT"))
    if k.pt.nick and chance(rng, 0.7):
        n.w("   Likes to be called: ", k.pt.name("nick", "PATIENT"))
    n.w("\nDOB: ", L.d(rng, k.dob), "   Age: ", (str(k.age), "AGE"), "   Room: ", (k.room, "LOCATION_OTHER"), "\n")
    n.w(k.mrn[0] + " ", (k.mrn[1], "MRN"))
    if k.natid:
        n.w("   " + k.natid[0] + " ", (k.natid[1], "MRN"))
    n.w("\n")
    if chance(rng, 0.35):
        n.w("e-MAR identity check: fingerprint template ", (pick(rng, ["FP-", "BIO-", "FPT"]) + digits(rng, 6), "BIOID"), " enrolled\n")
    n.w(L.term("gp") + ": ", k.gp.name("title_full"), ", ", (k.gp_practice, "HOSPITAL"), "\n")
    n.w("Dentist: ", k.gdp.name("title_full") if chance(rng, 0.5) else k.dentist.name("title_full"), ", ",
        (k.gdp_practice if chance(rng, 0.5) else k.service, "HOSPITAL"), "\n")
    n.w("Next of kin: ", k.fam.name(pick(rng, ["full", "title_full"]), "FAMILY"), " (" + k.rel + ") ", (k.fam_phone, "PHONE"), "\n")
    n.w("Key worker: ", k.carer.name("full", "FAMILY"), "\n\n")
    d_ass = k.visit
    n.w("Date assessed: ", L.d(rng, d_ass), "   Assessed by: ", k.ther.name("full"), " (" + k.ther.role + ")\n")
    n.w("OHAT score %d/16 - %s\n\n" % (rng.randrange(1, 14), pick(rng, ["refer to dentist", "routine care", "review in 3 months"])))
    about = []
    if k.prof or chance(rng, 0.4):
        about.append(["I used to work as a ", (k.prof or pick(rng, clinical.PROFESSIONS), "PROFESSION"), ". "])
    if k.birth_country or chance(rng, 0.2):
        about.append(["I was born in ", (k.birth_country or pick(rng, BIRTH_COUNTRIES), "COUNTRY"), ". "])
    if about:
        n.w("ABOUT ME\n")
        for a in about:
            n.w(a)
        n.w(pick(rng, ["I like a cup of tea after breakfast.", "I enjoy music and the garden.", "Please talk to me while you help me.",
                       "I get tired in the afternoons."]), "\n\n")
    n.w("ABOUT MY MOUTH\n")
    nat = pick(rng, ["natural teeth", "partial", "edentulous"])
    if nat == "natural teeth":
        n.w("I have %d of my own teeth. " % rng.randrange(8, 29))
    elif nat == "partial":
        n.w("I have some of my own teeth and " + pick(rng, ["a lower partial denture", "an upper partial denture (metal)"]) + ". ")
    else:
        n.w("I have no natural teeth. Full upper and lower dentures, ")
        n.w("marked \"", k.pt.name(pick(rng, ["init", "finit_last"]), "PATIENT"), "\". ")
    n.w(pick(rng, ["I can hold a toothbrush but need help to finish.", "I need full help with brushing.",
                   "I may clamp my teeth together - please be patient and use a second brush to prop.",
                   "I don't like mint toothpaste; use flavour-free."]) + "\n\n")
    n.w("CARE TASKS\n")
    n.w("Task            | How                                              | How often\n")
    rows = [("Toothbrushing", "small-headed soft brush, pea-size " + pick(rng, ["1450 ppm", "5000 ppm (prescribed)", "2800 ppm"]) + ", spit don't rinse", "twice daily"),
            ("Dentures", "remove, brush over sink with water, soak in cleanser, store dry overnight", "after meals / night"),
            ("Dry mouth", "saliva substitute gel, sips of water", "as required"),
            ("Lips", "white soft paraffin", "twice daily"),
            ("Interdental", "interdental brushes size " + pick(rng, ["1", "2", "3"]), "once daily"),
            ("Check mouth", "look for ulcers, bleeding, loose teeth; report to nurse in charge", "weekly")]
    if nat == "edentulous":
        rows = [r for r in rows if r[0] in ("Dentures", "Dry mouth", "Lips", "Check mouth")]
    for r in sample(rng, rows, rng.randrange(3, min(6, len(rows)) + 1)):
        n.w("%-15s | %-48s | %s\n" % r)
    n.w("\nRISKS: " + pick(rng, ["aspiration risk - upright 45 degrees, suction available", "bites - use three-sided brush",
                                  "bleeding gums (on apixaban)", "oral thrush after antibiotics"]) + ".\n")
    n.w("Products on MAR: " + pick(rng, ["Duraphat 5000 toothpaste", "Biotene-type saliva gel", "chlorhexidine 1% gel", "nystatin 100,000 units/ml 1 ml QDS"]) + "\n")
    if chance(rng, 0.4):
        n.w("Recent dental letter: ", L.d(rng, add_days(k.visit, -rng.randrange(20, 200))), " from ", (k.service, "HOSPITAL"), "\n")
    n.w("\nReview date: ", L.d(rng, add_days(d_ass, pick(rng, [28, 90, 91, 180]))), "\n")
    n.w("Agreed with: ", k.fam.name("full", "FAMILY") if chance(rng, 0.5) else ["resident (verbal)"], "\n")
    n.w("Signed (care home): ", k.ch_nurse.name("full"), ", " + k.ch_nurse.role, "   Date: ", L.d(rng, d_ass, "num"), "\n")
    if chance(rng, 0.4):
        n.w("Plan uploaded to care record by ", (username_of(rng, k.ch_nurse), "USERNAME"), "\n")
    return n


def username_of(rng, staff):
    return staff.user


TOOTH_STATES = [("sound", 12), ("missing", 4), ("caries", 4), ("filled (amalgam)", 2), ("filled (composite)", 2),
                ("GIC", 1), ("crown", 1), ("retained root", 1), ("unerupted", 1), ("RCT + crown", 1), ("fractured", 1)]


KID_STATES = [("sound", 12), ("caries", 5), ("missing", 2), ("SSC (Hall)", 2), ("filled (GIC)", 2),
              ("fissure sealant", 2), ("unerupted", 1), ("filled (composite)", 1)]
NOTATION_NAME = {"universal": "Universal (1-32 / A-T)", "palmer": "Palmer", "fdi": "FDI"}


def tooth_label(nota, tno):
    q, t = divmod(tno, 10)
    if nota == "fdi":
        return str(tno)
    if nota == "palmer":
        quad = {1: "UR", 2: "UL", 3: "LL", 4: "LR", 5: "UR", 6: "UL", 7: "LL", 8: "LR"}[q]
        return quad + (str(t) if q <= 4 else "ABCDE"[t - 1])
    if q <= 4:
        return "#" + str({1: 9 - t, 2: 8 + t, 3: 25 - t, 4: 24 + t}[q])
    return {5: "ABCDE"[5 - t], 6: "FGHIJ"[t - 1], 7: "KLMNO"[5 - t], 8: "PQRST"[t - 1]}[q]


def charting(rng, k):
    n = Note()
    L = k.L
    us = L.code == "US"
    nota = L.notation
    n.ln(pick(rng, ["DENTAL CHARTING SUMMARY", "Chart Summary Report", "Odontogram summary", "Dental Chart - Printout"]))
    n.w("Printed ", L.d(rng, k.visit, pick(rng, ["num", "iso"])), " %02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)), " by ",
        (k.nurse.user, "USERNAME"))
    if chance(rng, 0.6):
        n.w(" at ", (blocks.private_ip(rng), "IPADDR"))
    n.w("\n")
    n.w((k.service, "HOSPITAL"), "\n\n")
    blocks.pt_banner(rng, n, k, style=pick(rng, ["form", "compact"]), address=chance(rng, 0.4))
    n.w("Charted: ", L.d(rng, k.visit), " by ", k.lead.name(pick(rng, ["title_full", "full"])), " / recorded by ", k.nurse.name(pick(rng, ["full", "first_linit"])), "\n")
    n.w("Setting: " + pick(rng, ["clinic chair", "under GA", "IV sedation", "domiciliary (limited exam)", "wheelchair recliner"]) + "\n")
    n.w("Notation: " + NOTATION_NAME[nota] + "\n\n")
    if k.age < 6:
        chart = [q * 10 + t for q in (5, 6, 7, 8) for t in range(1, 6)]
        kid = True
    elif k.age < 12:
        chart = [q * 10 + t for q in (1, 2, 3, 4) for t in (1, 2, 6)] + [q * 10 + t for q in (5, 6, 7, 8) for t in (3, 4, 5)]
        kid = True
    else:
        chart = [q * 10 + t for q in (1, 2, 3, 4) for t in range(1, 9)]
        kid = False
    if nota == "universal":
        chart.sort(key=lambda x: (0, int(tooth_label(nota, x)[1:]), "") if x < 50 else (1, 0, tooth_label(nota, x)))
    else:
        chart.sort()
    pool = [x for x, w in (KID_STATES if kid else TOOTH_STATES) for _ in range(w)]
    d = m = f = 0
    n.w("Tooth | Status | Surfaces | Note\n")
    for tno in chart:
        s = pick(rng, pool)
        if s == "unerupted" and not kid and tno % 10 != 8:
            s = "sound"
        if s == "sound":
            continue
        label = tooth_label(nota, tno)
        surf = ""
        if s.startswith("caries") or s.startswith("filled") or s == "GIC":
            surf = pick(rng, ["O", "MO", "DO", "MOD", "B", "L", "cervical B", "DO"])
        note = ""
        if s == "caries":
            d += 1
            note = pick(rng, ["", "into dentine", "arrested", "cavitated, ? pulp", "root caries" if not kid else "early enamel"])
        elif s == "missing":
            m += 1
            note = pick(rng, ["", "XLA under GA", "XLA prior to referral", "exfoliated" if kid else "congenitally absent?"])
        elif s.startswith("filled") or s in ("GIC", "crown", "RCT + crown", "SSC (Hall)"):
            f += 1
        elif s == "retained root":
            d += 1
            note = "for XLA"
        n.w("%-5s | %-18s | %-10s | %s\n" % (label, s, surf, note))
    n.w("All other teeth sound.\n\n")
    n.w(("dmft/DMFT" if kid else "DMFT") + ": D=%d M=%d F=%d  (total %d)\n" % (d, m, f, d + m + f))
    if kid:
        n.w("Gingivae: " + pick(rng, ["marginal gingivitis", "healthy", "plaque-induced gingivitis, no pocketing"]) + "\n")
    elif not us:
        n.w("BPE: " + clinical.bpe(rng) + "\n")
    else:
        n.w("Perio: generalized probing depths 3-5 mm, BOP %d%%\n" % rng.randrange(10, 80))
    n.w("Plaque score %d%%   Bleeding score %d%%\n" % (rng.randrange(10, 95), rng.randrange(5, 70)))
    n.w("Mobility: " + pick(rng, ["nil", "grade I lower incisors", "grade II " + clinical.tooth(rng, L)]) + "\n")
    n.w("Occlusion: " + pick(rng, ["Class I", "Class II div 1, OJ 8 mm", "Class III, anterior open bite", "not assessed"]) + "\n\n")
    n.w("RADIOGRAPHS ON FILE\n")
    for i in range(rng.randrange(1, 4)):
        n.w(" - ", L.d(rng, add_days(k.visit, -rng.randrange(0, 900))), "  " + pick(rng, ["BW R+L", "DPT", "PA " + clinical.tooth(rng, L), "occlusal"]) +
            "  acc. ", (pick(rng, ["RAD", "IMG", "DX"]) + digits(rng, 7), "IDNUM"), "  grade " + pick(rng, ["A", "A", "N", "U"]) + "\n")
    n.w("\nPrevious chart: ", L.d(rng, add_days(k.visit, -rng.randrange(100, 1200))), "  (" + pick(rng, ["no change", "2 new lesions", "3 XLA since"]) + ")\n")
    if chance(rng, 0.5):
        n.w("Chart verified: ", k.lead.name(pick(rng, ["finit_last", "init_nodot"])), "\n")
    if chance(rng, 0.4):
        n.w(k.acct[0] + " ", (k.acct[1], "ACCOUNT"), "\n")
    n.w("-- end of report --\n")
    return n
