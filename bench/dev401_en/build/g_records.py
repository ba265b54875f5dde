"""Genres: IV zoledronate infusion record, denosumab injection log, telephone follow-up note."""
import clin
import ids
import pools_places as PP
from common import patient_block, audit_footer, pt_name, age_phrase
from ctx import N, D, sp, staff, person, addr_items


def zoledronate_infusion(rng, c, d):
    unit = c.hosp.dayunit
    d.f("{0} - {1}\n", (c.hosp.name, "HOSPITAL"), (unit, "HOSPITAL"))
    d.t(rng.choice(("IV ZOLEDRONIC ACID 5 mg INFUSION RECORD\n", "Zoledronate (%s) 5 mg/100 mL IV - nursing record\n"
                    % sp(c, "Aclasta", "Reclast"), "BISPHOSPHONATE INFUSION CHECKLIST & RECORD\n")))
    day = c.today
    d.f("Date: {0}   ", D(c, day, rng.choice(("num", "wk", "mon"))))
    r = rng.random()
    if r < 0.5:
        d.f("Chair {0}", (str(rng.randrange(1, 14)), "LOCATION_OTHER"))
    else:
        d.f("Bay {0} bed {1}", (str(rng.randrange(1, 6)), "LOCATION_OTHER"), (str(rng.randrange(1, 8)), "LOCATION_OTHER"))
    d.f("   Infusion {0} of 3\n", str(rng.choice((1, 1, 2, 3))))
    patient_block(d, c, rng, compact=rng.random() < 0.5)
    d.f("Encounter: {0}\n", (c.acct, "ACCOUNT"))
    d.t("Prescriber: ")
    d.put(N(c.cons, "DOCTOR", rng.choice(("drfull", "dr")), c.country))
    d.f(" ({0})\n\n", rng.choice(("Metabolic Bone Clinic", "FLS", "Rheumatology", "Endocrinology")))
    labs = clin.labs(rng, c)
    if labs[3][1] != ">90" and int(labs[3][1]) < 35:
        labs[3] = ("eGFR", str(rng.randrange(36, 89)), labs[3][2], "")
    bd = ids.add_days(day, -rng.randrange(3, 28))
    d.f("PRE-INFUSION CHECKS (bloods {0})\n", D(c, bd, "num"))
    d.f(" [x] {0} {1} {2}\n [x] eGFR {3} (must be >= 35)\n [x] 25-OH vitamin D {4} {5}\n", labs[0][0], labs[0][1], labs[0][2],
        labs[3][1], labs[1][1], labs[1][2])
    dd = ids.add_months(day, -rng.randrange(1, 10))
    d.f(" [x] Dental review {0} at {1} - no invasive work planned\n", D(c, dd, rng.choice(("monthyear", "num"))),
        (rng.choice(PP.DENTAL), "HOSPITAL"))
    d.t(" [x] No acute illness; not hypocalcaemic; no known allergy to bisphosphonates\n")
    d.t(" [x] Written consent; acute-phase reaction explained\n")
    tm = rng.randrange(8, 15)
    d.f(" [x] Paracetamol 1 g PO at {0}:{1}\n\n", "%02d" % tm, "%02d" % rng.randrange(0, 60))
    d.f("Drug: zoledronic acid 5 mg in 100 mL   Batch {0}   Exp {1}/{2}\n", (ids.batch(rng), "IDNUM"),
        "%02d" % rng.randrange(1, 13), str(day.year + rng.randrange(1, 3)))
    d.f("Pump: {0}, S/N {1}   Cannula 22G {2}\n", rng.choice(("Alaris GP volumetric", "BBraun Infusomat Space",
                                                           "Sigma Spectrum", "Baxter Colleague")),
        (ids.serial(rng, "pump"), "DEVICE"), rng.choice(("L forearm", "R hand", "L ACF", "R forearm")))
    d.f("Start {0}:{1}   Stop {0}:{2}   (rate 400 mL/h, >= 15 min)   Flush 0.9% NaCl 50 mL\n\n",
        "%02d" % (tm + 1), "%02d" % rng.randrange(0, 20), "%02d" % rng.randrange(25, 59))
    d.t("OBSERVATIONS   BP        HR   Temp   SpO2\n")
    for lab in ("Pre", "15 min", "Post 30"):
        d.t("%-14s %d/%d    %d   %.1f   %d%%\n" % (lab, rng.randrange(110, 170), rng.randrange(60, 95),
                                               rng.randrange(60, 100), 36 + rng.random(), rng.randrange(93, 100)))
    d.t("\n")
    d.t(rng.choice(("Tolerated well, no reaction. ", "Mild flushing, settled. ", "Tolerated well. ")))
    d.t("Advised paracetamol for flu-like symptoms 24-72 h; maintain fluids; report thigh or jaw pain.\n")
    if rng.random() < 0.75:
        d.f("Medication cabinet access (Omnicell): biometric ID {0}\n", (ids.bioid(rng), "BIOID"))
    if rng.random() < 0.45:
        d.f("Parking concession issued - vehicle reg {0}\n", (ids.plate(rng, c.country), "VEHICLE"))
    elif rng.random() < 0.4:
        d.f("Hospital transport booked - pick-up from {0}\n", (c.addr.street, "STREET"))
    nxt = ids.add_months(day, 12)
    d.f("Next infusion due: {0} (recall letter to patient and ", D(c, nxt, rng.choice(("monthyear", "num", "monyy"))))
    d.put(N(c.gp, "DOCTOR", "dr", c.country))
    d.t(")\n\n")
    nurse = staff(rng, c, "nurse")
    d.t("Administered by: ")
    d.put(N(nurse, "DOCTOR", rng.choice(("full", "initlast")), c.country))
    d.f(", {0}   Checked by: ", nurse.cred)
    chk = staff(rng, c, "nurse")
    d.put(N(chk, "DOCTOR", rng.choice(("full", "initlast", "init")), c.country))
    d.t("\n")
    if rng.random() < 0.5:
        audit_footer(d, c, rng, nurse)


def denosumab_log(rng, c, d):
    site = c.prac.name if rng.random() < 0.6 else c.hosp.name
    d.f("{0}\n", (site, "HOSPITAL"))
    d.t(rng.choice(("DENOSUMAB (PROLIA) 60 mg SUBCUTANEOUS - ADMINISTRATION LOG\n",
                    "Prolia injection record - 6-monthly\n", "DENOSUMAB SHARED CARE - DOSE RECORD\n")))
    d.f("Name: {0}   DOB: {1}\n", pt_name(rng, c, ("INV", "full", "INVALL")), D(c, c.dob, "num"))
    lab = {"UK": c.nat_label or "NHS No", "US": "MRN", "CA": "MRN", "AU": "Medicare", "NZ": "NHI", "IE": "MRN"}[c.country]
    if c.country == "UK":
        d.f("{0}: {1}\n", lab, (c.nat, "MRN"))
    elif c.country == "AU":
        d.f("{0}: {1}   UR: {2}\n", lab, (c.hp, "HEALTHPLAN"), (c.mrn, "MRN"))
    else:
        d.f("{0}: {1}\n", lab, (c.mrn, "MRN"))
    d.t("Address: ")
    d.put(addr_items(c.addr, "single"))
    d.f("\nMobile: {0}\n", (c.mobile, "PHONE"))
    start = ids.add_months(c.today, -6 * rng.randrange(2, 9))
    d.t("Initiated by: ")
    d.put(N(c.cons, "DOCTOR", rng.choice(("drfull", "dr")), c.country))
    d.f(", {0}, {1}\n", (c.hosp.name, "HOSPITAL"), D(c, start, rng.choice(("num", "monthyear"))))
    if rng.random() < 0.6:
        d.f("Shared care agreement signed {0}\n", D(c, ids.add_days(start, rng.randrange(7, 40)), "num"))
    d.t("\n*** Doses must NOT be delayed > 4 weeks - risk of rebound multiple vertebral fractures. "
        "If stopping, give IV zoledronic acid 6 months after the last dose. ***\n\n")
    if rng.random() < 0.35:
        d.f("Patient ID verified at kiosk - palm-vein template {0}\n", (ids.bioid(rng), "BIOID"))
    d.t("Dose  Date given    Site         Batch       Ca       Given by  Next due\n")
    nurses = [person(rng) for _ in range(3)]
    dt = start
    n = rng.randrange(3, 9)
    late_note = None
    for i in range(n):
        if dt > c.today:
            break
        site_inj = rng.choice(("L abdo", "R abdo", "L thigh", "R thigh", "L upper arm", "R upper arm"))
        ca = "%.2f" % (2.15 + rng.random() * 0.4) if c.country != "US" else "%.1f" % (8.6 + rng.random() * 1.5)
        nxt = ids.add_months(dt, 6)
        d.f("{0}     ", "%-2d" % (i + 1))
        d.p(ids.fmt_date(dt, "num", c.country), "DATE")
        d.f("    {0} ", "%-12s" % site_inj)
        d.p(ids.batch(rng), "IDNUM")
        d.f("    {0}    ", ca)
        d.p(rng.choice(nurses).initials(), "DOCTOR")
        d.t("        ")
        d.p(ids.fmt_date(nxt, "num", c.country), "DATE")
        d.t("\n")
        delay = rng.choice((0, 0, 0, 3, 7, 14, 21))
        if delay >= 14 and late_note is None:
            late_note = (i + 2, delay)
        dt = ids.add_days(nxt, delay)
    d.t("\n")
    if late_note:
        d.f("Note: dose {0} given {1} days late - patient admitted to {2}", str(late_note[0]), str(late_note[1]),
            (c.other_hosp.name, "HOSPITAL"))
        d.t(rng.choice((" with pneumonia.\n", " after a fall.\n", " (COVID-19).\n")))
    d.t(rng.choice(("Hypocalcaemia advice given. ", "Calcium/vit D continued. ", "Dental hygiene advice given. ")))
    d.f("SMS recall set to {0}.\n", (c.mobile, "PHONE"))
    if rng.random() < 0.5:
        d.f("Next appointment: {0} at {1}:{2} with ", D(c, dt if dt > c.today else ids.add_months(c.today, 3),
                                                       rng.choice(("wk", "long", "num"))),
            str(rng.randrange(8, 17)), rng.choice(("00", "15", "30", "45")))
        d.put(N(nurses[0], "DOCTOR", "full"))
        d.f(" ({0})\n", rng.choice(("practice nurse", "treatment room", "Medical Day Unit")))
    if rng.random() < 0.4:
        d.f("Reviewed by pharmacist ", )
        ph = staff(rng, c, "pharm")
        d.put(N(ph, "DOCTOR", "full"))
        d.f(" {0} - no interacting medicines.\n", D(c, c.today, "num"))
    if rng.random() < 0.5:
        d.f("Record updated by {0} on {1}\n", (ids.username(rng, nurses[0].first, nurses[0].last), "USERNAME"),
            D(c, c.today, "mon"))


def phone_shorthand(rng, c, d):
    day = c.today
    tm = "%02d%02d" % (rng.randrange(9, 17), rng.randrange(60))
    d.f("tel f/u FLS {0} {1}h\n", D(c, day, rng.choice(("num", "num_short", "wk_short"))), tm)
    d.t("pt ")
    d.put(N(c.pt, "PATIENT", rng.choice(("initdots", "firstinit", "init", "INV")), c.country))
    d.f(" ({0}{1}) {2}\n", (str(c.age), "AGE"), "F" if c.female else "M", (c.mrn, "MRN"))
    if rng.random() < 0.5:
        d.f("rang {0} x2 no ans. ", (c.phone, "PHONE"))
    d.f("rang {0} - ", (c.mobile, "PHONE"))
    if rng.random() < 0.4:
        d.f("spoke to {0} {1}, pt on speaker\n", rng.choice(("dtr", "son", "husb", "wife", "carer")),
            N(c.rel, "FAMILY", rng.choice(("first", "full"))))
    else:
        d.t("spoke to pt\n")
    start = ids.add_days(day, -rng.randrange(80, 140))
    oral = "AA" if not c.us else "alendronate"
    d.f("- on {0} since {1}, taking wkly {2} am, upright 30 min\n", oral, D(c, start, rng.choice(("num_short", "num", "daymonth"))),
        rng.choice(("on Sun", "Mondays", "on a Wed", "Sat")))
    d.t(rng.choice(("- no GI upset\n", "- mild reflux 1st 2/52, settled\n", "- nil SE\n", "- some heartburn, advised re technique\n")))
    d.t(rng.choice(("- adcal bd, taking\n", "- calcium/vit D ok\n", "- not taking Ca (dairy ++)\n", "- vit D 800u od\n")))
    if rng.random() < 0.4:
        fd = ids.add_days(day, -rng.randrange(4, 50))
        d.f("- falls: 1 ({0}, ", D(c, fd, rng.choice(("num_short", "daymonth"))))
        if rng.random() < 0.5:
            d.f("outside {0}", (rng.choice(PP.VENUES), "LOCATION_OTHER"))
        else:
            d.t(rng.choice(("in kitchen", "on stairs", "in garden")))
        d.t(") no injury\n")
    else:
        d.t("- falls: nil\n")
    if rng.random() < 0.5:
        d.f("- dental: seen {0} {1}, nil planned\n", (rng.choice(PP.DENTAL), "HOSPITAL"),
            D(c, ids.add_months(day, -rng.randrange(1, 8)), rng.choice(("monyy", "monthyear"))))
    if rng.random() < 0.4:
        d.t("- worried re ONJ after reading online - reassured (risk ~1 in 10,000)\n")
    if rng.random() < 0.3:
        d.f("- works p/t as {0} {1}, managing\n", "an" if c.occ[0] in "aeiou" else "a", (c.occ, "PROFESSION"))
    d.f("plan: cont. review 12/12 ({0}). ", D(c, ids.add_months(day, 12), rng.choice(("monyy", "num"))))
    if rng.random() < 0.6:
        d.f("DXA {0}. ", (str(day.year + rng.choice((2, 3))), "DATE"))
    r = rng.random()
    if r < 0.4:
        d.f("GP informed via {0}.", (c.prac.email, "EMAIL"))
    elif r < 0.7:
        d.f("letter faxed to GP {0}.", (c.prac.fax, "FAX"))
    d.t("\n")
    d.put(N(c.fls, "DOCTOR", rng.choice(("init", "initdots", "first")), c.country))
    d.t(rng.choice((" FLS CNS\n", "\n", " (FLS)\n")))


def phone_followup(rng, c, d):
    if rng.random() < 0.4:
        return phone_shorthand(rng, c, d)
    day = c.today
    tm = "%02d:%02d" % (rng.randrange(9, 17), rng.randrange(60))
    d.t(rng.choice(("TELEPHONE FOLLOW-UP - FRACTURE LIAISON SERVICE\n", "FLS telephone review (16 weeks)\n",
                    "Telephone consultation - bone health\n", "Phone f/u - FLS adherence check\n")))
    d.f("{0} {1}  ({2} min)\n", D(c, day, rng.choice(("num", "wk", "mon"))), tm, str(rng.randrange(4, 25)))
    d.f("Pt: {0}  DOB {1}  {2} {3}\n", pt_name(rng, c, ("INV", "full", "INVALL")), D(c, c.dob, "num"),
        "NHI" if c.country == "NZ" else rng.choice(("MRN", "Hosp no")), (c.mrn, "MRN"))
    if rng.random() < 0.5:
        d.f("Called {0} - no answer, voicemail left. Re-called {1}: ", (c.phone, "PHONE"), (c.mobile, "PHONE"))
    else:
        d.f("Called {0}: ", (c.phone if rng.random() < 0.6 else c.mobile, "PHONE"))
    who = rng.random()
    if who < 0.35:
        d.f("spoke with {0} {1} (pt consented to this). ", c.rel_word, N(c.rel, "FAMILY", rng.choice(("first", "full"))))
    else:
        d.t("spoke with patient. ")
    d.f("ID checked (DOB + first line of address, {0}).\n\n", (c.addr.street, "STREET"))
    status = rng.choice(("adherent", "adherent", "partial", "not_started", "infusion"))
    start = ids.add_days(day, -rng.randrange(80, 140))
    sd = D(c, start, rng.choice(("num", "daymonth", "long")))
    oral = clin.first_line(c).split(" once")[0]
    she = "she" if c.female else "he"
    if status == "adherent":
        d.f("S: Started {0} on {1}. ", oral, sd)
        d.t(rng.choice(("Taking it every Monday morning before breakfast, stays upright 30 min. ",
                        "Takes it on Sundays with tap water, 30 min before food. ",
                        "Never missed a dose; " + c.rel_word + " reminds " + ("her" if c.female else "him") + ". ")))
    elif status == "partial":
        d.f("S: Started {0} on {1}. Admits {2} has missed some doses; unsure which day to take it. ", oral, sd, she)
    elif status == "not_started":
        d.f("S: {0} prescribed on {1} but not started - prescription never collected from ", oral.capitalize(), sd)
        d.f("{0}. ", (rng.choice(PP.PHARMACIES), "HOSPITAL"))
    else:
        d.f("S: First zoledronic acid infusion {0} at {1}; flu-like for 2 days afterwards. ", sd,
            (c.hosp.dayunit, "HOSPITAL"))
    if status in ("adherent", "partial"):
        d.t(rng.choice(("No heartburn. ", "Some indigestion - advised re technique. ", "No jaw or thigh pain. ",
                        "Mild myalgia, settling. ", "")))
    d.t(rng.choice(("Taking calcium/vit D. ", "Stopped Adcal - chalky taste; switched to Accrete. ",
                    "Not taking calcium, good dietary intake (dairy 3 portions/day). ")))
    falls = rng.random()
    if falls < 0.35:
        d.f("One further fall on {0} ", D(c, ids.add_days(day, -rng.randrange(5, 60)), rng.choice(("num", "daymonth", "wk_short"))))
        if rng.random() < 0.5:
            d.f("at the {0}", (rng.choice(PP.VENUES), "LOCATION_OTHER"))
        else:
            d.t("at home")
        d.t(", no injury. ")
    else:
        d.t("No falls since discharge. ")
    if rng.random() < 0.3:
        d.f("Going to stay with {0} ", N(c.rel, "FAMILY", "first"))
        if rng.random() < 0.4:
            d.f("in {0}", (ids.fmt_date(ids.add_days(day, rng.randrange(20, 90)), "monthyear", c.country), "DATE"))
        else:
            d.f("{0} {1}", rng.choice(("for", "over")), (rng.choice(("Christmas", "Easter", "Thanksgiving" if c.us else "New Year")), "DATE"))
        d.t(" - will take tablets with " + ("her" if c.female else "him") + ". ")
    d.t("\n")
    d.t("A: " + {"adherent": "Adherent, tolerating well.", "partial": "Partially adherent.",
                 "not_started": "Non-adherent - reasons explored.", "infusion": "Tolerating treatment."}[status] + "\n")
    d.t("P: " + {"adherent": "Continue. ", "partial": rng.choice(("Re-explained dosing instructions. ",
                                                                 "Switch to IV zoledronate - referral to day unit. ")),
                 "not_started": "Letter to GP to re-prescribe. ", "infusion": "Next infusion in 12 months. "}[status])
    if rng.random() < 0.6:
        d.f("12-month review call booked {0}. ", D(c, ids.add_months(day, 8), rng.choice(("num", "monthyear"))))
    if rng.random() < 0.5:
        d.f("Repeat DXA due {0}. ", (str(day.year + rng.choice((2, 3))), "DATE"))
    if rng.random() < 0.3:
        d.f("Info sent to {0}. ", (c.pt_email, "EMAIL"))
    d.t("\n\n")
    s = c.fls
    d.put(N(s, "DOCTOR", rng.choice(("full", "initlast", "init")), c.country))
    d.f(" {0}", s.cred)
    if rng.random() < 0.6:
        d.f(" / {0}", (s.user, "USERNAME"))
    d.t("\n")
