"""Genres: INR clinic visit records, DOAC initiation/review, warfarin dosing schedules."""
import datetime as dt

import blocks as B
import clinical as C
import phi_fmt as F
from core import P


def _td(k, days, style=None):
    return k.ahead(days, style)


def g_inr_visit(n, k, rng):
    v = rng.choice(["uk", "soap", "terse"])
    if k.c == "US" and rng.random() < 0.6:
        v = "soap"
    pt = k.pt
    inr = C.inr_value(rng, k.target)
    if v == "uk":
        if rng.random() < 0.5:
            B.letterhead(n, k, rng)
        n.t(rng.choice(["ANTICOAGULATION CLINIC - POINT OF CARE INR RECORD\n", "INR Clinic Attendance\n",
                        "=== Warfarin review (POCT) ===\n"]))
        n.add(["Clinic: ", P(k.clinic, "HOSPITAL"), "   ", B.room_phrase(k, rng), "   Date: ", k.today_p(),
               " ", "%02d:%02d" % (rng.randint(8, 16), rng.choice([0, 10, 20, 30, 40, 50])), "\n"])
        B.pt_header(n, k, rng)
        if rng.random() < 0.25:
            n.add(["Checked in at kiosk ", "%02d:%02d" % (rng.randint(8, 15), rng.randint(0, 59)), " - ",
                   rng.choice([["palm-vein ID ", P(F.bioid(rng, "palm"), "BIOID")], ["fingerprint ID ", P(F.bioid(rng, "finger"), "BIOID")]]),
                   rng.choice([" matched", " verified", ""]), "\n"])
        n.add(["GP: ", k.gp.ref(rng), ", ", P(k.practice, "HOSPITAL"), "\n"])
        n.add(["Indication: ", k.ind, "   Target INR: ", k.target_mid, " (range ", k.target, ")   Duration: ",
               rng.choice(["long term", "6 months", "indefinite", "3 months then review"]), "\n"])
        n.add(["Started on warfarin: ", k.d(k.today - dt.timedelta(days=rng.randint(200, 4000)),
                                         rng.choice(["month_year", "text", "num"])), "  Tablets held: ",
               C.TABLETS[k.c], "\n\n"])
        n.t("Pre-test checklist\n")
        if rng.random() < 0.5:
            md = k.today - dt.timedelta(days=rng.randint(2, 6))
            n.add([" - Missed doses: 1 dose missed on ", k.d(md, rng.choice(["wd", "wd_num", "wd_text"])), "\n"])
        else:
            n.t(" - Missed doses: none reported\n")
        n.t(" - Bleeding/bruising: " + rng.choice(["nil", "minor gum bleeding when brushing", "bruise L forearm, improving", "none"]) + "\n")
        if rng.random() < 0.6:
            n.add([" - Medication changes: ", k.inter[0], " started by ", k.gp.ref(rng), " on ",
                   k.ago(rng.randint(3, 12)), "\n"])
        else:
            n.t(" - Medication changes: none\n")
        n.t(" - Diet/alcohol: " + rng.choice(["unchanged", "eating less since cold", "more salads lately", "more alcohol lately (about 20 u/wk)"]) + "\n")
        if rng.random() < 0.55:
            dep = k.today + dt.timedelta(days=rng.randint(10, 40))
            n.add([" - Travel: going to ", P(k.country2, "COUNTRY"), " ", k.d(dep, rng.choice(["short", "num", "text"])),
                   " to ", k.d(dep + dt.timedelta(days=rng.choice([14, 21, 28, 42])), rng.choice(["short", "num", "text"])), "\n"])
        else:
            n.t(" - Travel: no plans\n")
        n.t(" - Procedures planned: " + rng.choice(["none", "dental check-up only", "cataract op awaited", "colonoscopy, date TBC"]) + "\n\n")
        n.add(["POCT INR: ", inr, " (", k.meter, ", meter SN ", P(k.meter_sn, "DEVICE"), ")\n"])
        n.add(C.hard_neg(rng, 1)[0] + "\n\n")
        n.t("History:\n")
        pat = B.dose_history(n, k, rng, rows=rng.randint(3, 7))
        n.add(["\nDecision (", k.software, " dose advice accepted", rng.choice(["", " / overridden - see note"]), "):\n"])
        n.add(["New dose: ", C.pattern_text(rng, pat), "\n"])
        B.week_grid(n, rng, pat, k.c)
        n.add(["Next INR: ", _td(k, rng.choice([7, 14, 21, 28, 42]), rng.choice(["wd_text", "num", "text", "wd_num"])),
               " at ", rng.choice(["09:10", "10:40", "14:20", "11:00", "15:45"]), " (", P(k.clinic, "HOSPITAL") if rng.random() < 0.4 else "same clinic", ")\n"])
        if rng.random() < 0.5:
            n.add(["Spoke with ", B.fam_phrase(k, rng), " who manages tablets. Contact ", P(k.mobile, "PHONE"), ".\n"])
        if rng.random() < 0.3:
            B.copied(n, k, rng)
        n.add(["\n", rng.choice(C.ADVICE), "\nSeen by: "])
        B.sign(n, k, rng, closing=False)
        if rng.random() < 0.4:
            n.add(["Checked by: ", k.pharm.sig(rng), "\n"])
    elif v == "soap":
        n.add(["Anticoagulation Management Visit - ", P(k.clinic, "HOSPITAL"), "\n"])
        n.add(["Date of service: ", k.today_p(), "    Provider: ", k.pharm.full(), ", ", k.pharm.cred or "PharmD", "\n"])
        n.add(["Pt: ", pt.form(rng.choice(["caps", "sf", "full"])), "   ", k.id_block(rng, 1)[0], "   DOB ", k.dob_p(), "\n"])
        n.add(["Referring: ", k.gp.sig(rng), " (", P(k.practice, "HOSPITAL"), ")\n\n"])
        n.add(["S: ", k.age_sex(), " with hx of ", k.ind, " (", ", ".join(k.comorb), ") on warfarin, goal INR ",
               k.target, ". "])
        n.add(rng.choice([["Pt reports adherence, uses weekly pill box filled by ", B.fam_phrase(k, rng), ". "],
                          ["Came with ", B.fam_phrase(k, rng), ". "],
                          ["Pt ", B.job_clause(k, rng), ". "]]))
        n.add([rng.choice(["Denies bleeding, bruising, dark stools.", "Reports small nosebleed x1 last week, stopped with pressure 10 min.",
                           "No s/s of bleeding or clotting."]), " ",
               "Med changes: ", rng.choice(["none", k.inter[0] + " x 7 days (started " + "urgent care)"]), ". ",
               "Diet: ", rng.choice(["stable", "started Ensure BID", "eating more greens"]), ".\n"])
        n.add(["O: POC INR ", inr, " (", k.meter, "). Wt ", "%d" % rng.randint(52, 124), " kg. BP ",
               "%d/%d" % (rng.randint(104, 168), rng.randint(58, 96)), ". Last labs ", k.ago(rng.randint(20, 90), "num"),
               ": ", C.labs_line(rng, k.c), ".\n"])
        n.t("A: INR " + C.inr_status(inr, k.target) + ". " + C.hard_neg(rng, 1)[0] + "\n")
        pat = C.weekly_pattern(rng)
        n.add(["P: ", C.pattern_text(rng, pat), ". Next INR ", _td(k, rng.choice([7, 14, 28]), rng.choice(["num", "wd_num", "text"])),
               ". Pt verbalized understanding; teach-back done.\n"])
        n.add(["Recent INRs:\n"])
        B.dose_history(n, k, rng, rows=rng.randint(3, 5), style=rng.choice(["space", "tab"]))
        bill = "Billing: CPT 93793. " if k.c == "US" else rng.choice(["Activity: POCT INR clinic. ", "Attendance recorded. ", "Clinic code ACW1. "])
        n.add(["\n", bill, rng.choice(["Encounter #", "FIN ", "Acct ", "Visit ID "]), P(F.account(rng), "ACCOUNT"),
               "\nElectronically signed by ", k.pharm.full(), ", ", k.pharm.cred or "PharmD", " on ", k.today_p("num"),
               " ", "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)), "\n"])
        if rng.random() < 0.5:
            lab, val = k.pharm.lic
            n.add([lab, ": ", P(val, "LICENSE"), "\n"])
    else:
        n.add(["INR clinic ", k.today_p(rng.choice(["short", "num2", "dash"])), " - ", pt.form(rng.choice(["sf", "init_last", "full"])),
               " (", P(str(k.age), "AGE"), pt.sex, ") ", k.id_block(rng, 1)[0], "\n"])
        n.add([k.ind_short, ", tgt ", k.target, ". ", rng.choice(["Warfarin since ", "On W since "]),
               k.d(k.today - dt.timedelta(days=rng.randint(300, 5000)), "year"), ".\n"])
        n.add(["INR today ", inr, " (fingerprick, ", k.meter, ").", " Prev ", C.inr_value(rng, k.target), " on ",
               k.ago(rng.choice([14, 21, 28]), rng.choice(["short", "num2"])), ".\n"])
        n.add(["Nil bleeding. Nil missed. ", rng.choice(["Abx: nil.", "Finished " + k.inter[0] + " last wk.", "No new meds."]), " ",
               rng.choice(["Going to ", "Flying to "]), P(k.country2, "COUNTRY"), " ", k.ahead(rng.randint(5, 30), "month"),
               rng.choice([" for 2/52", " for 3 wks", ", back in 10 days"]), ".\n"])
        pat = C.weekly_pattern(rng)
        n.add(["Dose: ", C.pattern_text(rng, pat), "\n"])
        if rng.random() < 0.8:
            n.t(rng.choice(["Last results:\n", "Hx:\n", "recent:\n"]))
            B.dose_history(n, k, rng, rows=rng.randint(4, 8), style=rng.choice(["space", "csv", "tab"]))
        n.add(["Plan ", rng.choice(["as per " + k.software + ".", "same wkly dose.", "boost 1 dose then as above.",
                                   "omit tonight then resume."]), " ", rng.choice(C.ADVICE), "\n"])
        n.add(["Rv ", _td(k, rng.choice([7, 14, 28]), rng.choice(["short", "wd_num"])), " ", B.room_phrase(k, rng), ". ",
               k.nurse.initials(), "/", k.staff[1].initials(), "\n"])
        if rng.random() < 0.6:
            n.add(["Tel ", B.fam_phrase(k, rng), " ", P(k.mobile, "PHONE"), " - informed of dose.\n"])
        n.add([C.hard_neg(rng, 1)[0], "\n"])
        if rng.random() < 0.35:
            B.copied(n, k, rng)


def g_doac_review(n, k, rng):
    v = rng.choice(["init", "review", "switch"])
    pt = k.pt
    wt, cr, ccl = C.crcl(rng, k.age, pt.sex)
    if rng.random() < 0.6:
        B.letterhead(n, k, rng, clinic=rng.random() < 0.5)
    title = {"init": ["DOAC INITIATION - PHARMACIST CHECKLIST", "New DOAC start", "Anticoagulant initiation (DOAC)"],
             "review": ["DOAC ANNUAL REVIEW", "DOAC follow-up review", "Direct oral anticoagulant monitoring visit"],
             "switch": ["WARFARIN TO DOAC SWITCH", "Switch from warfarin to DOAC", "Anticoagulation change of agent"]}[v]
    n.t(rng.choice(title) + "\n")
    n.add(["Date: ", k.today_p(), "    Location: ", rng.choice([[P(k.clinic, "HOSPITAL")], [P(k.ward, "HOSPITAL"), ", ", P(k.hospital, "HOSPITAL")],
                                                               [P(k.practice, "HOSPITAL")]]), "\n"])
    B.pt_header(n, k, rng, ids=rng.choice([2, 3]))
    n.add(["\nIndication: ", k.ind if "valve" not in k.ind and "LVAD" not in k.ind and "APS" not in k.ind else "non-valvular AF",
           ". ", "CHA2DS2-VASc ", str(rng.randint(2, 7)), ", HAS-BLED ", str(rng.randint(0, 4)), ".\n"])
    n.add(["Referred by ", k.gp.sig(rng), " on ", k.ago(rng.randint(5, 30)), ".\n"])
    n.add(["PMH: ", "; ".join(k.comorb), ".\nMeds: ", "; ".join(k.meds), ".\n"])
    n.add(["\nWeight ", "%g kg" % wt, " (", k.ago(rng.randint(0, 10), "short") if rng.random() < 0.5 else "today", "). Creatinine ",
           str(cr), " umol/L" if k.c != "US" else " umol/L (%.2f mg/dL)" % (cr / 88.4),
           " -> CrCl (Cockcroft-Gault, actual body weight) ", str(ccl), " mL/min.\n"])
    n.add(["Bloods ", k.ago(rng.randint(1, 20), rng.choice(["num", "text", "short"])), ": ", C.labs_line(rng, k.c),
           ", PT ", "%.1f" % rng.uniform(10.5, 14), " s, APTT ", "%d" % rng.randint(24, 36), " s.\n"])
    n.t("\n" + C.dose_crit(rng, k.doac) + "\n")
    if v == "switch":
        n.add(["Last INR ", C.inr_value(rng, "2.0-3.0"), " on ", k.ago(rng.randint(1, 6)),
               ". Stop warfarin; start ", k.doac, " when INR <", rng.choice(["2.0", "2.5", "3.0"]),
               " (check INR ", k.ahead(rng.randint(2, 4), rng.choice(["wd", "wd_num", "num"])), ").\n"])
        n.t("Reason for switch: " + rng.choice(["labile INR (TTR 48%)", "patient preference / travel for work",
                                               "difficulty attending clinic", "needle phobia with venous INRs"]) + ".\n")
    n.add(["\nPlan: ", k.doac, " (", k.doac_brand, ") ", k.doac_dose, ". ",
           rng.choice(["Supply 28 days from ", "Dispensed by ", "Rx sent to "]), P(k.pharmacy, "HOSPITAL"), ".\n"])
    if rng.random() < 0.5:
        n.add(["Rx number ", P(F.idnum(rng, "rx"), "IDNUM"), ". "])
    n.t("Counselled: adherence (short half-life), missed-dose rule, bleeding signs, avoid NSAIDs, alert card given.\n")
    if v == "review":
        n.add(["Adherence: ", rng.choice(["no missed doses per pill count", "missed ~2 doses/month", "blister packs from pharmacy, good"]),
               ". Bleeding since last review (", k.ago(rng.choice([90, 180, 365]), "month_year"), "): ",
               rng.choice(["none", "minor epistaxis x1", "PR bleeding x1, haemorrhoids per colonoscopy"]), ".\n"])
        n.add(["Renal monitoring interval = CrCl/10 = ", str(max(ccl // 10, 1)), " months -> next U&E ",
               k.ahead(max(ccl // 10, 1) * 30, "month_year"), ".\n"])
    if rng.random() < 0.6:
        n.add(["Lives with ", B.fam_phrase(k, rng), " in ", P(k.town, "CITY"), "; ", B.job_phrase(k, rng), ".\n"])
    n.add(["Follow-up: ", rng.choice(["review in 1 month on ", "phone review ", "next clinic "]),
           k.ahead(rng.choice([28, 30, 90, 180, 365]), rng.choice(["text", "num", "wd_text"])), ".\n"])
    n.add(["cc: ", k.gp.ref(rng), ", ", P(k.practice, "HOSPITAL"), rng.choice(["", "; Cardiology"]), "\n"])
    B.sign(n, k, rng, who=rng.choice([k.pharm, k.haem, k.nurse]))


def g_dosing_schedule(n, k, rng):
    pt = k.pt
    v = rng.choice(["letter", "card", "system"])
    pat = C.weekly_pattern(rng)
    start = k.today + dt.timedelta(days=rng.choice([0, 1]))
    if v == "system":
        n.add([k.software, " - DOSING SCHEDULE PRINTOUT    printed ", k.today_p("num"), " ",
               "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)), "   user: ", k.nurse.username(rng), "\n"])
        n.add([pt.form("caps"), "   DOB: ", k.dob_p(), "   ", k.id_block(rng, 1)[0], "\n"])
        n.add(["Address: ", k.addr_inline(), "\n"])
        n.add(["Drug: WARFARIN   Diagnosis: ", k.ind_short, "   Target ", k.target_mid, "   Range ", k.target, "\n"])
        n.add(["Test date: ", k.today_p("num"), "  INR: ", C.inr_value(rng, k.target), "  Method: POCT (", k.meter, ")\n"])
        n.t("----------------------------------------------------------\n")
        B.week_grid(n, rng, pat, k.c, dated_from=start, k=k)
        n.t("----------------------------------------------------------\n")
        n.add(["NEXT TEST: ", _td(k, rng.choice([7, 14, 21, 28]), "wd_text"), " ",
               rng.choice(["09:20", "10:00", "13:40", "15:10"]), "  at  ", P(k.clinic, "HOSPITAL"), "\n"])
        n.add(["Clinic tel ", P(k.clinic_phone, "PHONE"), rng.choice(["  (Mon-Fri 08:30-16:30)", ""]), "\n"])
    else:
        if v == "letter":
            B.letterhead(n, k, rng)
            n.add([k.today_p(rng.choice(["text_long", "ord", "text"])), "\n\n"])
            n.add([pt.form(rng.choice(["title_full", "full"])), "\n", k.addr_lines(), "\n\n"])
            n.add(["Dear ", pt.form(rng.choice(["title_last", "first"])), ",\n\n"])
            n.add(["Your INR on ", k.today_p(rng.choice(["wd_text", "text"])), " was ", C.inr_value(rng, k.target),
                   " (your target range is ", k.target, "). Please take your warfarin as follows:\n\n"])
        else:
            n.t("WARFARIN DOSE CARD\n")
            n.add(["Name: ", pt.form(rng.choice(["full", "sf"])), "    DOB: ", k.dob_p(), "\n"])
            for lab in k.id_block(rng, 2):
                n.add([lab, "   "])
            n.add(["\nTablet strengths you have at home: ", C.TABLETS[k.c], "\n\n"])
        if rng.random() < 0.5:
            B.week_grid(n, rng, pat, k.c, dated_from=start, k=k)
        else:
            n.t("Every week (same pattern until told otherwise):\n")
            for i, d in enumerate(C.WD3):
                n.t("  %s  %s mg  (%s)\n" % (d, C.fmt_mg(pat[i]), C.tablets_for(pat[i], k.c)))
        n.add(["\nTotal weekly dose: ", C.fmt_mg(sum(pat)), " mg.\n"])
        n.add(["Your next INR test is on ", _td(k, rng.choice([7, 14, 21, 28]), rng.choice(["wd_text", "ord", "text_long"])),
               " at ", rng.choice(["9.30am", "10.15am", "2.00pm", "11.45am"]), " at ",
               rng.choice([[P(k.clinic, "HOSPITAL")], [P(k.practice, "HOSPITAL")], [P(k.building, "LOCATION_OTHER"), ", ", P(k.hospital, "HOSPITAL")]]), ".\n"])
        n.t("Take warfarin at the same time every evening. Do not change your dose unless the clinic tells you.\n")
        if rng.random() < 0.5:
            n.add(["If you are going away (you mentioned ", P(k.country2, "COUNTRY"), " in ", k.ahead(rng.randint(20, 90), "month"),
                   ") please let us know 2 weeks before.\n"])
        n.add(["Questions: call ", P(k.clinic_phone, "PHONE"), rng.choice([" or email ", " / "]),
               P(F.email_service(rng, k.hosp_abbr), "EMAIL"), ".\n"])
        if v == "letter":
            B.sign(n, k, rng)
    if rng.random() < 0.4:
        n.add(["\n", rng.choice(["Dosed by ", "Authorised: ", "Checked: "]), k.nurse.initials(), " / ", k.pharm.initials(),
               " ", k.today_p("short"), "\n"])
