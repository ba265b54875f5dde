"""Genres: therapy (PT/OT/SLP) progress note; nutrition assessment (RD)."""
import clinical as CL
import people as PE
import pools as PL
from core import (P, DR, FA, US, AG, DT, STR, CI, SA, ZP, CO, HO, OR, LO, MR, HP, AC, LI,
                  DV, IDN, PH, FX, EM, UR, IP, PR, fd, add_days, hhmm, ampm, chance, digits, letters, with_ext)

HOBBIES = ["fishing", "gardening", "woodworking", "quilting", "bowling league", "church choir", "crossword puzzles",
           "playing piano", "deer hunting", "baking", "card club", "golf"]
RESTAURANTS = ["Tia Rosa's Kitchen", "Golden Dragon Buffet", "Pho Saigon", "Nonna's Trattoria", "Kowalski's Deli",
               "Big Mike's BBQ", "Athens Family Diner", "Manila Bay Grill", "Taj Palace"]


def therapy(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    disc = rng.choice(["PT", "PT", "OT", "SLP"])
    th = {"PT": rng.choice(st["pt"]), "OT": st["ot"][0], "SLP": st["slp"][0]}[disc]
    asst = {"PT": st["pta"][0], "OT": st["cota"][0], "SLP": None}[disc]
    soc = add_days(d, -rng.randint(10, 40))
    onset = add_days(soc, -rng.randint(3, 20))
    he, his = ("she", "her") if r["sex"] == "F" else ("he", "his")
    title = {"PT": ["PHYSICAL THERAPY PROGRESS REPORT", "PT Progress Note (Medicare 10th visit)", "Physical Therapy - Re-cert / Progress"],
             "OT": ["OCCUPATIONAL THERAPY PROGRESS NOTE", "OT Progress Report"],
             "SLP": ["SPEECH-LANGUAGE PATHOLOGY PROGRESS NOTE", "SLP Dysphagia Tx - Progress Report"]}[disc]
    note.line(rng.choice(title), "   ", HO(fac["name"]), " Rehab Dept")
    note.line("Patient: ", PE.pn(rng, r, rng.choice(["LF", "lf", "full"])), "   DOB ", DT(fd(r["dob"], ds)), " (", AG(r["age"]),
              ")   MRN ", MR(r["mrn"]), "   Rm ", LO(r["room"]))
    note.line("Payer: ", rng.choice(["Medicare Part A", "Medicare Part B", "MA plan", "Medicaid"]), "   ",
              *(["MBI ", HP(r["mbi"])] if chance(rng, 0.6) else ["Member ID ", HP(r["supp"])]),
              rng.choice(["", "   Auth # " + IDN(letters(rng, 2) + digits(rng, 8))]))
    note.line("Referring: ", PE.sn(rng, r["md"], "dr"), "   Onset ", DT(fd(onset, ds)), "   SOC ", DT(fd(soc, ds)),
              "   Period ", DT(fd(add_days(d, -rng.randint(7, 10)), "md")), " - ", DT(fd(d, "md")))
    dxs = rng.sample(CL.DX, 3)
    note.line("Tx dx: ", "; ".join("%s %s" % (x[0], x[1]) for x in dxs))
    note.line("")
    note.add("PLOF: ")
    note.add("Prior to ", DT(fd(onset, rng.choice(["md", "long", ds]))), " pt lived ", rng.choice(["alone", "w/ spouse", "w/ son",
             "in ALF"]), " in a ", rng.choice(["1-story home, 3 STE w/ R rail", "2-story home, bed/bath upstairs",
             "mobile home, 4 STE no rails", "senior apt, elevator"]), " in ", CI(r["city"]), ". ")
    note.add(he.capitalize(), " was ", rng.choice(["indep w/ SPC", "mod I w/ rollator", "indep w/o AD", "using FWW household only"]),
             ", ", rng.choice(["drove locally", "did not drive", "stopped driving last yr"]), ". Retired ", PR(r["prof"]),
             "; enjoys ", rng.choice(HOBBIES), ". ")
    if r["country"] and disc == "SLP":
        note.add("Primary language ", PL.LANGS[r["country"]], " (from ", CO(r["country"]), "); family interprets. ")
    note.add("Goal per pt/family: \"", rng.choice(["i want to go home", "walk to the bathroom by myself", "be able to eat real food again",
             "get back to my garden", "not be a burden"]), "\"\n")
    note.line("")
    if disc == "PT":
        note.line("OBJECTIVE          Prior report     Current")
        note.line("  Bed mobility     ", rng.choice(["max A", "mod A", "min A"]), "            ", rng.choice(["min A", "SBA", "mod I"]))
        note.line("  Sit<>stand       ", rng.choice(["mod A x2", "mod A", "min A"]), "            ", rng.choice(["CGA", "SBA", "min A"]))
        note.line("  Gait             ", str(rng.randint(5, 40)), " ft FWW         ", str(rng.randint(50, 250)), " ft FWW ",
                  rng.choice(["CGA", "SBA", "min A"]))
        note.line("  Berg             ", str(rng.randint(10, 30)), "/56            ", str(rng.randint(25, 45)), "/56")
        note.line("  TUG              ", rng.choice(["unable", "48 sec", "39 sec"]), "           ", str(rng.randint(18, 35)), " sec")
        note.line("  GG0170I walk 10ft ", rng.choice(["02", "03"]), "              ", rng.choice(["03", "04", "05"]))
    elif disc == "OT":
        note.line("ADL                Prior   Current   (GG)")
        for a in ["Eating", "Oral hygiene", "UB dressing", "LB dressing", "Toileting hyg", "Shower/bathe"]:
            note.line("  %-17s %-7s %-9s %s" % (a, rng.choice(["02", "03"]), rng.choice(["03", "04", "05"]), rng.choice(["", "AE: reacher, sock aid", "seated"])))
        note.line("  Grip R/L ", str(rng.randint(8, 40)), "/", str(rng.randint(8, 40)), " lb; SLUMS ", str(rng.randint(12, 27)), "/30")
    else:
        mb = add_days(d, -rng.randint(2, 20))
        note.line("Instrumental: MBSS at ", HO(rng.choice(fac["hosp"])), " ", DT(fd(mb, "md")), " - ", rng.choice(["silent aspiration thin liq",
                  "penetration w/ nectar, cleared w/ cued cough", "delayed swallow initiation, vallecular residue"]), ".")
        note.line("Current diet: ", rng.choice(CL.DIETS), " / ", rng.choice(CL.LIQUIDS), ". Trials of ", rng.choice(["thin water (Frazier protocol)",
                  "IDDSI 6 solids", "mixed consistency"]), ": ", rng.choice(["no overt s/s aspiration", "wet vocal quality x2", "coughing 3/10 trials"]), ".")
        note.line("Strategies: chin tuck, small bites, alternate solids/liquids, upright 90 deg 30 min after meals.")
        note.line("Cognition: SLUMS ", str(rng.randint(8, 26)), "/30; ", rng.choice(["memory book in use", "orientation board", "spaced retrieval"]))
    note.line("")
    note.line("GOALS")
    goals = rng.sample({"PT": ["amb 150 ft FWW SBA", "sit>stand w/ SBA from std height chair", "negotiate 3 steps w/ rail CGA",
                               "w/c propulsion 100 ft mod I", "Berg >= 40/56 to reduce fall risk", "car transfer w/ CGA"],
                        "OT": ["toilet transfer SBA w/ grab bar", "LB dressing w/ AE set-up only", "grooming standing at sink 3 min",
                               "shower transfer to tub bench w/ SBA", "UB dressing mod I", "light meal prep w/ w/c level"],
                        "SLP": ["tolerate IDDSI 6 w/o s/sx aspiration", "recall 3 safety strategies 80%", "use chin tuck w/ min cues 90%",
                                "upgrade to thin liquids after repeat MBSS", "orient to date w/ memory book 4/5 trials",
                                "tolerate meds whole in puree"]}[disc], 4)
    for k in range(rng.randint(2, 4)):
        note.line("  ", "STG" if k < 2 else "LTG", " ", str(k + 1), ": ", goals[k], " by ", DT(fd(add_days(d, rng.randint(7, 30)), "md")),
            " - ", rng.choice(["met", "progressing", "not met - revised", "new"]))
    note.line("")
    note.add("ASSESSMENT: Pt ", rng.choice(["demonstrates good progress", "is making slow but steady gains", "plateaued this period",
             "limited by fatigue/pain"]), ". ", rng.choice(["Cont skilled services to address deficits and reduce fall risk. ",
             "Recommend d/c to restorative program. ", "Requires skilled instruction for safe d/c home. "]))
    note.add("Family training w/ ", r["fam"][0]["rel"], " ", PE.famn(rng, r["fam"][0], "first"), " scheduled ",
             DT(fd(add_days(d, rng.randint(1, 10)), rng.choice(["wdmd", "md"]))), ".\n")
    if chance(rng, 0.4):
        note.line("DME: ", rng.choice(["FWW", "tub transfer bench", "3-in-1 commode", "lightweight w/c w/ cushion"]),
                  " ordered through ", OR(rng.choice(["Ability DME Supply", "Apria Home Medical", "Medline Industries", "Hometown Medical Supply"])),
                  "; delivery to ", STR(r["street"]), ", ", CI(r["city"]), " ", ZP(r["zip"]), ".")
    note.line("PLAN: ", rng.choice(["5x/wk", "6x/wk", "3x/wk", "5x/wk x 2 more wks"]), "; CPT ",
              ", ".join(rng.sample(["97110", "97112", "97116", "97530", "97535", "92526", "97140", "G0283"], 3)),
              "; total min this period ", str(rng.randint(180, 900)), ".")
    note.line("")
    note.line(PE.sn(rng, th, "fullc"), "   License # ", LI(th["lic"]), "   ", DT(fd(d, ds)))
    if asst and chance(rng, 0.6):
        note.line("Tx provided in part by ", PE.sn(rng, asst, "fullc"), " under supervision.")
    if chance(rng, 0.35):
        note.line("Therapy scheduling: ", PH(with_ext(rng, fac["phone"])),
                  "  ", EM(th["email"]))
    return "therapy_progress_note"


def nutrition(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    rd = st["rd"][0]
    he, his = ("she", "her") if r["sex"] == "F" else ("he", "his")
    kind = rng.choice(["Admission", "Quarterly", "Significant weight change", "Annual", "Wound - protein needs", "Readmission"])
    note.line(rng.choice(["NUTRITION ASSESSMENT", "Clinical Nutrition Assessment", "RD Note - Nutrition Review"]), " - ", kind)
    note.add(PE.banner(rng, r, fac, d, ds))
    ht = rng.randint(58, 74)
    note.line("Age/sex: ", AG(r["age"]), " ", r["sex"], "   Ht ", str(ht), " in   Dx: ",
              ", ".join(x[2] for x in rng.sample(CL.DX, 4)))
    note.line("")
    note.line("WEIGHT HISTORY")
    w = CL.weight(rng)
    pts = sorted(rng.sample([0, 7, 14, 21, 30, 60, 90, 180], rng.randint(4, 6)), reverse=True)
    first = None
    for off in pts:
        dd = add_days(d, -off)
        w = round(w + rng.uniform(-4, 3), 1)
        first = first or w
        note.line("  ", DT(fd(dd, rng.choice(["mdyz", "mdyz", "md"]))), "  ", "%.1f" % w, " lb", rng.choice(["", "", "  (reweighed)", "  bed scale",
                  "  w/c scale"]))
    bmi = w * 703.0 / (ht * ht)
    note.line("  Current BMI %.1f; change %+.1f%% over %d days" % (bmi, (w - first) * 100.0 / first, pts[0]))
    note.line("")
    note.line("Diet order: ", rng.choice(CL.DIETS), ", ", rng.choice(CL.LIQUIDS), rng.choice(["", "; fluid restriction 1500 mL/day"]))
    note.line("Supplements: ", rng.choice(["Ensure Plus 237 mL BID", "Juven BID (wound)", "Prostat 30 mL daily", "MVI w/ minerals",
              "magic cup w/ lunch & supper", "none"]))
    note.line("Intake: B ", str(rng.choice([25, 50, 75, 100])), "%  L ", str(rng.choice([25, 50, 75, 100])), "%  D ",
              str(rng.choice([0, 25, 50, 75])), "%  fluids ~", str(rng.randint(6, 16) * 100), " mL/day")
    note.line("Labs ", DT(fd(add_days(d, -rng.randint(1, 20)), "md")), ": ", ", ".join(CL.labs(rng)))
    note.line("Chewing/swallowing: ", rng.choice(["edentulous, no dentures", "upper denture loose", "own teeth, poor repair",
              "SLP following"]), "; ", rng.choice(["feeds self w/ set-up", "needs 1:1 feeding assist", "cues to eat"]))
    note.line("Skin: ", rng.choice(["intact", rng.choice(CL.WOUND_SITES) + " " + rng.choice(CL.WOUND_TYPES)]))
    note.line("")
    note.add("Preferences/culture: ")
    if r["country"]:
        note.add("Born in ", CO(r["country"]), "; prefers ", rng.choice(["rice at most meals", "spicy food", "tea, not coffee",
                 "traditional dishes"]), ". ")
    if chance(rng, 0.5):
        f0 = r["fam"][0]
        note.add(f0["rel"].capitalize(), " ", PE.famn(rng, f0, "first"), " brings food from ", OR(rng.choice(RESTAURANTS)),
                 " on ", rng.choice(["Sundays", "weekends", "Wednesdays"]), "; educated on texture. ")
    if r["church"] and chance(rng, 0.6):
        note.add("Observes meatless Fridays (", OR(r["church"]), "). ")
    note.add("Dislikes ", rng.choice(["liver", "fish", "broccoli", "pork", "spicy foods", "milk"]), "; likes ",
             rng.choice(["ice cream", "coffee w/ cream", "sweet tea", "oatmeal", "peanut butter sandwiches"]), ".\n")
    kg = w / 2.2046
    note.line("Estimated needs: ", "%d-%d kcal (25-30 kcal/kg)" % (kg * 25, kg * 30), ", ",
              "%d-%d g protein (1.0-1.5 g/kg)" % (kg * 1.0, kg * 1.5), ", ", "%d mL fluid" % (kg * 30))
    note.line("")
    note.line("PES: ", rng.choice(["Inadequate oral intake r/t decreased appetite and dementia AEB meal intake < 50% and 6% wt loss x 30 days.",
              "Increased nutrient needs r/t wound healing AEB stage 4 PI.", "Unintended wt loss r/t depression AEB 7.5% loss x 90 days.",
              "Swallowing difficulty r/t CVA AEB need for IDDSI 4 diet."]))
    note.line("Interventions: ", "; ".join(rng.sample(["add Ensure Plus BID", "fortified cereal at breakfast", "weekly weights x 4",
              "liberalize diet", "refer SLP", "MD to consider mirtazapine", "offer snacks HS", "finger foods", "honor preferences"], 3)), ".")
    note.line("Goal: wt stable +/- 2 lb by ", DT(fd(add_days(d, 30), "md")), "; intake > 75%.")
    note.line("Follow-up ", DT(fd(add_days(d, rng.choice([7, 14, 30, 90])), ds)), ". MD/NP (", PE.sn(rng, r["np"], "full"),
              ") and DON notified of recs via ", rng.choice(["fax", "EHR message", "verbal"]), ".")
    note.line("")
    note.line(PE.sn(rng, rd, "fullc"), "  Lic ", LI(rd["lic"]), "  ", EM(rd["email"]), "  ", DT(fd(d, ds)))
    if chance(rng, 0.4):
        note.line("Diet tech: ", PE.sn(rng, st["dtr"][0], "fullc"), "  tray card updated (", US(st["dtr"][0]["user"]), ")")
    return "nutrition_assessment"
