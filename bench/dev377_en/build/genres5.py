"""Shorthand and alternative layouts used inside existing genres: ADIME dietitian
note, SOAP home visit, clinic letter written to the patient."""
import pools
from core import (chance, pick, addr_pieces, digits, phone, ext, plate, device_sn, url, hospital)
from blocks import letterhead, labs_table, units_line, hard_neg, typed_footer, signoff


def dietitian_adime(d, x, job, dur):
    r = x.rng
    s = x.series[-1]
    wt = r.uniform(48, 120)
    d.ln(pick(r, ["RD f/u", "Renal dietitian r/v", "Dietetics - CKD", "RD note"]), " - CKD ", x.stage().split("A")[0], " (", x.D(x.date), ")  pt ",
         x.P(pick(r, ["initials", "last_first_up", "full"])), " ", x.A("sex"), "  ", ("MRN", x.mrn))
    d.ln("Ref: ", x.Dr(x.neph, "dr_last"), " re ", pick(r, ["K+ " + str(s["k"]), "PO4 " + x.val(s, "po4"), "wt loss", "BMI for Tx listing"]))
    d.ln("A: wt %.1fkg (usual %.0fkg " % (wt, wt + r.uniform(-1, 7)), x.D(x.ago(r.randrange(120, 400)), pick(r, ["mon_y", "month_y", "mm_yyyy"])),
         ") BMI %.1f, SGA %s, HGS %dkg." % (r.uniform(19, 38), pick(r, "ABC"), r.randrange(12, 40)))
    d.ln("   K ", str(s["k"]), " PO4 ", x.val(s, "po4"), " HCO3 ", str(s["bic"]), " alb ", x.val(s, "alb"), " eGFR ", str(s["egfr"]), ".")
    f = x.fam[0]
    j = job(x)
    d.ln("   Diet hx: lives w/ ", f["rel"], " ", ("FAMILY", f["p"].first), pick(r, [" - ", " who "]), "does the cooking. ",
         pick(r, ["Brekkie toast + OJ", "Skips brekkie", "Porridge w/ banana", "Roti + dal at lunch"]), "; ",
         pick(r, ["lunch sandwich + crisps", "lunch at canteen", "lunch leftovers"]), "; ",
         pick(r, ["tea meat & 2 veg", "evening curry + rice", "takeaway Fri/Sat", "pasta most nights"]), ". ",
         [j[0].capitalize()] + list(j[1:]), ".")
    d.ln("   ", hard_neg(x))
    d.ln("D: ", pick(r, ["Excess K intake r/t high-K foods AEB K " + str(s["k"]), "Excess PO4 intake r/t processed foods AEB PO4 " + x.val(s, "po4"),
                          "Inadequate energy intake r/t poor appetite AEB wt loss"]), ".")
    d.ln("I: ", pick(r, ["Low K diet sheet; double-boil potatoes; swap OJ -> apple juice.", "Binder w/ first mouthful; avoid processed cheese/cola.",
                          "Food fortification; ONS 1/day; small frequent meals."]), " Pt", pick(r, [" + " + f["rel"], ""]), " verbalised understanding.")
    d.ln("M/E: bloods ", x.D(x.ahead(r.randrange(14, 60)), pick(r, x.styles)), "; TC ", dur(x), " on ", ("PHONE", x.mob), ".")
    d.ln(("DOCTOR", x.diet.first[0] + " " + x.diet.last), " RD  ", x.lic["dietitian"][0], " ", ("LICENSE", x.lic["dietitian"][1]),
         "  ", ("PHONE", x.hosp_phone + ext(r)))


def home_visit_soap(d, x):
    r = x.rng
    s = x.series[-1]
    d.ln("HV ", x.D(x.date), " ", "%02d:%02d" % (r.randrange(9, 17), r.randrange(60)), ". ", ("DOCTOR", x.nurse.full), " (",
         pick(r, ["AKC CNS", "renal CNS", "CKD NP", "community renal RN"]), ").")
    d.ln("Pt ", x.P("first"), " + ", x.rel(0), " ", x.F(0), " present at ", addr_pieces(r, x.addr, "line"), ".")
    d.ln("S: ", pick(r, ["feeling \"washed out\", SOBOE 50 m, ankles up.", "itch ++ at night, poor sleep.", "no complaints, keen to stay at home.",
                          "nauseous in the mornings, off food 1/52." if x.si else "nauseous in the mornings, off food for a week."]))
    d.ln("O: ", hard_neg(x, "exam"))
    d.ln("A: ", pick(r, ["fluid overload", "uremic symptoms" if x.c in ("US", "Canada") else "uraemic symptoms", "stable", "low mood"]), "; eGFR ", str(s["egfr"]), " (", x.D(s["d"]), "), K ", str(s["k"]), ".")
    p = [["furosemide incr to 80 mg BD - d/w ", x.Dr(x.neph, "dr_last"), " by phone."],
         ["bloods taken; sample ", ("IDNUM", "%s%s" % (pick(r, ["CR", "RB", "ZX"]), digits(r, 8))), " to lab via GP courier."],
         ["BP monitor serial ", ("DEVICE", device_sn(r, "bp")), " checked - cuff replaced."],
         ["car reg ", ("VEHICLE", plate(r, x.c)), " - parking permit renewed for clinic visits."],
         ["r/v ", x.D(x.ahead(r.randrange(5, 21)), pick(r, x.styles + ["weekday"])), "."],
         ["pt aware to ring AKC ", ("PHONE", x.hosp_phone), " (Mon-Fri) or ", {"UK": "111", "US": "911", "Canada": "811",
                                                                              "Australia": "000", "New Zealand": "Healthline", "Ireland": "the GP out-of-hours service"}[x.c], " OOH."]]
    d.ln("P:")
    for it in r.sample(p, r.randrange(3, 6)):
        d.ln(" - ", it)
    d.ln(("DOCTOR", x.nurse.initials), " ", x.D(x.date, pick(r, x.styles)))


def letter_to_patient(d, x, job, dur):
    r = x.rng
    letterhead(d, x, pick(r, ["Advanced Kidney Care Clinic", "Kidney Care Service", "Renal Outpatients"]))
    d.ln("Clinic: ", x.D(x.date, x.long_style()), "   ", x.mrn_pieces())
    d.ln()
    d.ln(x.P("title_full"))
    d.ln(addr_pieces(r, x.addr, "block"))
    d.ln()
    d.ln("Dear ", x.P("title_last"), ",")
    d.ln()
    d.ln("It was good to see you ", pick(r, ["and your " + x.rel(0) + " ", ""]), "in the kidney clinic today. As promised, here is a summary of what we talked about. ",
         "A copy goes to your GP, ", x.Dr(x.gp, "dr_full"), " at ", ("HOSPITAL", x.practice), ".")
    d.ln()
    s = x.series
    d.ln("Your kidney function (eGFR) is ", str(s[-1]["egfr"]), " today. It was ", str(s[0]["egfr"]), " in ", x.D(s[0]["d"], "month_y"),
         ", so it is slowly going down. Your urine protein level (ACR) is ", x.val(s[-1], "acr"), " ", x.u("acr"), ".")
    d.ln("Your blood pressure today was ", str(r.randrange(120, 170)), "/", str(r.randrange(65, 95)), ". ", pick(r, ["This is a bit high.", "This is good."]))
    d.ln()
    d.ln("What we agreed:")
    items = [["To start learning about treatment options with ", ("DOCTOR", x.nurse.first), ", our kidney nurse, who will ring you on ", ("PHONE", x.mob), "."],
             ["To have blood tests at your surgery in ", dur(x), " (around ", x.D(x.ahead(r.randrange(14, 40)), "d_month_y" if x.si else "month_d_y"), ")."],
             ["To keep your ", pick(r, ["left", "right"]), " arm free of blood tests and drips - we may need those veins for dialysis."],
             ["To stop taking ibuprofen and other anti-inflammatory painkillers."],
             ["To keep working at ", ("ORGANIZATION", x.employer), " for now - there is no reason to stop."] if not x.retired else
             ["To keep active - you said you walk to ", ("LOCATION_OTHER", pick(r, ["Marlow Park", "the Harbour Walk", "Beacon Hill", "the Old Mill Green"])), " most days."],
             ["You told me you hope to go to ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), " in ", x.D(x.ahead(r.randrange(60, 200)), "month_y"),
              "; please let us know the dates so we can plan bloods around it."]]
    for it in r.sample(items, r.randrange(3, 6)):
        d.ln("- ", it)
    d.ln()
    d.ln("Your next appointment is on ", x.D(x.ahead(r.randrange(60, 130)), "wd_long_dmy" if x.si and x.c != "Canada" else "wd_long_mdy"),
         ". If you have questions before then, please phone the kidney nurses on ", ("PHONE", x.hosp_phone), " or email ", ("EMAIL", x.dept_email), ".")
    d.ln()
    signoff(d, x, x.neph, x.neph_title, lic=False)
    d.ln()
    typed_footer(d, x, x.neph)
    d.ln("cc: ", x.Dr(x.gp, "dr_full"), ", ", ("HOSPITAL", x.practice))
