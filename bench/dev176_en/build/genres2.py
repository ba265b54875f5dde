"""Well-child visit note and immunisation record."""
import pools as P
from core import (Note, Case, add_days, fmt_date, phone, serial, idnum, digits, letters, ipaddr, url,
                  email, license_no, age_parts, age_compact, staff_email, Person, street, postal, wt_kg)
from genres1 import stamp

VISITS = [14, 30, 61, 122, 183, 274, 365, 457, 548, 730, 1095, 1461, 1826, 2191, 2922, 3652, 4383, 5479]


def visit_label(rng, days):
    if days < 60:
        return [(str(days // 7 if days < 28 else 1), "AGE"), " wk" if days < 28 else " month"]
    if days < 730:
        return [(str(round(days * 12 / 365)), "AGE"), rng.choice([" month", "-month", " mo"])]
    return [(str(days // 365), "AGE"), rng.choice([" year", "-year", " yr"])]


def clinic_block(n, c, rng):
    n.x((c.clinic, "HOSPITAL"), "\n")
    n.x((street(rng), "STREET"), ", ", (c.city, "CITY"), ", ", (c.st, "STATE"), "  " if c.country == "CA" else " ",
        (postal(rng, c.country, c.pre), "ZIP"), "\n")
    n.x("Tel ", c.hph(ext=False), "  Fax ", c.fax(), "\n")


def well_child(rng, country, ref):
    days = rng.choice(VISITS) + rng.randint(-5, 12)
    c = Case(rng, country, ref, days)
    n = Note(rng)
    band = 0 if days < 365 else 1 if days < 1500 else 2 if days < 4000 else 3
    if rng.random() < 0.6:
        clinic_block(n, c, rng)
        n.t("\n")
    n.x(rng.choice(["WELL CHILD VISIT - ", "Well-Child Check: ", "Health Supervision Visit - ", "WCC "]), visit_label(rng, days),
        rng.choice(["", " visit", " check"]), "\n")
    n.x("Patient: ", c.P(rng.choice(["LF", "full", "lf"])), "    DOB: ", c.dob_item(), "    Sex: ", c.sex, "\n")
    n.x(rng.choice(["Chart #: ", "MRN: ", "PID: "]), (c.mrn, "MRN"), "    ", c.hp_label, (c.hp, "HEALTHPLAN"), "\n")
    n.x("Date of service: ", c.d(0), "    Visit #: ", (c.acct, "ACCOUNT"), "\n")
    n.x("Provider: ", c.doc(0), "\n\n")
    who = rng.choice(["mother ", "mom, ", "father ", "both parents, ", "grandmother "] if band < 3 else ["mother ", "father ", "self (seen alone for part of visit) and mother "])
    n.x("Accompanied by ", who)
    if "grand" in who:
        n.x((c.granny.f(rng, rng.choice(["full", "first"])), "FAMILY"))
    elif "father" in who:
        n.x(c.dad_ref("full"))
    elif "both" in who:
        n.x(c.mom_ref("first"), " and ", c.dad_ref("first"))
    else:
        n.x(c.mom_ref(rng.choice(["full", "first"])))
    n.t(". ")
    n.x(c.P(rng.choice(["first", "first", "nick"])), " is a ", c.age(), " ", c.boy_girl(), " here for routine check.\n\n")
    n.t("INTERVAL HISTORY / CONCERNS\n")
    concerns = [["no concerns today", "spitting up after feeds", "flat spot on back of head", "rash on cheeks x 2 wk, using Vaseline",
                 "night waking q2h", "green stools"],
                ["picky eating", "night waking 2-3x/night", "speech - only ~10 words", "tantrums at daycare", "toe walking", "no concerns"],
                ["snoring, mouth breathing", "bedwetting", "wants to discuss screen time", "headaches after school", "no concerns", "picky eater"],
                ["acne", "headaches", "trouble sleeping, on phone late", "no concerns", "periods irregular" if c.sex == "F" else "knee pain w/ basketball"]][band]
    n.typo("- " + rng.choice(concerns) + "\n")
    if rng.random() < 0.5:
        n.x("- seen at ", (c.hosp, "HOSPITAL"), " ED ", c.ds(-rng.randint(20, 120)), " for ",
            rng.choice([["bronchiolitis", "fever", "vomiting"], ["croup", "AOM", "fall from couch"], ["viral gastro", "asthma flare", "forearm fx"],
                        ["sprained ankle", "concussion (hockey)", "abdominal pain"]][band]), ", resolved\n")
    n.t("\nNUTRITION: ")
    n.typo(rng.choice([["exclusively breastfed q2-3h, 6-8 wet diapers/day. Vit D 400 IU daily.", "formula (Similac Advance) 4-5 oz q3h, ~28 oz/day.",
                        "BF + 2 bottles EBM/day; started iron-fortified cereal."],
                       ["table foods, 3 meals + 2 snacks, whole milk 16 oz/day, off bottle.", "still on bottle at night - discussed. Milk ~30 oz/day (too much)."],
                       ["varied diet, picky w/ veg. 2% milk 2 cups/day. Juice 1/day.", "vegetarian family, takes B12 supplement."],
                       ["eats school lunch, lots of pop - counselled.", "skips breakfast, energy drinks 2/day.", "balanced diet, plays soccer 4x/wk."]][band]) + "\n")
    n.t("SLEEP: %s\n" % rng.choice([["in own crib, on back", "co-sleeping - safe sleep reviewed"], ["10-11 h/night, 1 nap", "in toddler bed, wakes 1x"],
                                   ["10 h/night", "bedtime 2030, nightmares occasionally"], ["bedtime 2300, on phone in bed", "8 h, tired in AM"]][band]))
    n.t("ELIM: %s\n" % rng.choice([["normal", "yellow seedy stools 4/day"], ["normal", "toilet training started"], ["wet at night - normal for age", "normal"],
                                  ["normal", "normal"]][band]))
    n.t("DEV: ")
    n.typo(rng.choice([["social smile, coos, holds head up.", "rolls both ways, reaches, babbles.", "sits w/o support, transfers, stranger anxiety."],
                       ["walks well, runs, 20+ words, points to body parts.", "2-word phrases, kicks ball, uses spoon.", "only 8 words, understands lots - see A/P."],
                       ["doing well in school per parent.", "IEP for reading.", "struggling w/ math, ADHD screen given (Vanderbilt)."],
                       ["grades mostly B's.", "in grade 10, wants to be a nurse.", "failing 2 classes, skipping."]][band]))
    if band in (1, 2) and rng.random() < 0.6:
        n.x(" Walked at ", (str(rng.randint(9, 16)), "AGE"), rng.choice([" mo.", " months."]))
    n.t("\n")
    n.t("SCREENING: %s\n" % rng.choice([["EPDS (mom) 6", "EPDS (mom) 14 - see below", "hearing screen passed at birth"],
                                       ["M-CHAT-R/F score 1 - low risk", "M-CHAT-R score 4 - follow-up interview done, pass", "lead 2.1 mcg/dL, Hgb 118"],
                                       ["hearing/vision passed", "ASQ-3 all domains above cutoff", "Snellen 20/30 both eyes"],
                                       ["PHQ-A 3, CRAFFT 0", "PHQ-A 11 - see A/P", "lipids normal"]][band]))
    n.t("SOCIAL: ")
    n.x("lives with ", rng.choice(["both parents", "mom and maternal grandmother", "dad (shared custody)", "mom, stepdad, 2 sibs"]))
    if rng.random() < 0.6:
        n.x(" in ", (c.city, "CITY"))
    n.t(". ")
    if rng.random() < 0.75:
        n.x("Mom works as a ", (c.mom_job, "PROFESSION"))
        if rng.random() < 0.5:
            n.x(" at ", (rng.choice(P.EMPLOYERS), "ORGANIZATION"))
        n.t("; ")
        n.x("dad ", rng.choice(["is a ", "works as a ", "is a "]), (c.dad_job, "PROFESSION"), ". ")
    if band >= 1:
        n.x(rng.choice(["Attends ", "Goes to ", "In "]), (c.school, "ORGANIZATION"), ". ")
    if band == 3 and rng.random() < 0.6:
        n.x("Part-time job as a ", (rng.choice(P.TEEN_PROF), "PROFESSION"), ". ")
    n.t(rng.choice(["No smokers at home. ", "Dad smokes outside. ", "Vapes in home - counselled. ", ""]))
    if country == "US" and rng.random() < 0.5:
        n.t(rng.choice(["Firearm in home - stored locked/unloaded. ", "No firearms. "]))
    n.t("\n\n")
    n.t("EXAM\n")
    n.t("Wt %.2f kg (%s %%ile)  %s %.1f cm (%s %%ile)" % (wt_kg(rng, days), rng.choice(["3rd", "15th", "50th", "75th", "97th", "25th"]),
                                                        "Length" if days < 730 else "Ht", 50 + days ** 0.5 * 1.4 * rng.uniform(0.95, 1.05),
                                                        rng.choice(["10th", "50th", "85th", "90th"])))
    n.t(("  HC %.1f cm\n" % (35 + days ** 0.4)) if days < 1100 else ("  BMI %.1f  BP %d/%d\n" % (rng.uniform(14, 26), rng.randint(88, 124), rng.randint(48, 78))))
    n.typo(rng.choice([["Well appearing. AF soft/flat. Red reflex +ve bilat. Hips: Barlow/Ortolani neg. Heart RRR no murmur. Skin: dermal melanocytosis sacrum.\n",
                        "NAD. Mild plagiocephaly R occiput. Neuro: tone normal, symmetric Moro.\n"],
                       ["Alert, playful. TMs clear. Teeth: 8, no caries. Lungs clear. No murmur. Skin: mild eczema flexures.\n",
                        "Well. Gait normal. Testes descended bilat.\n" if c.sex == "M" else "Well. Gait normal. Labial adhesion small.\n"],
                       ["Well. Tonsils 2+. Lungs clear. No murmur. Spine straight.\n", "Well. Cover test normal. Flat feet, flexible.\n"],
                       ["Well. Tanner %d. Spine straight on Adams test. Acne comedonal.\n" % rng.randint(2, 5), "Well. BMI 91st %ile. Acanthosis neck mild.\n"]][band]))
    n.t("\nIMMUNIZATIONS TODAY: ")
    vac = None
    for age_d, ca, us in [(50, ["DTaP-IPV-Hib", "Pneu-C-13", "Rot-1"], ["DTaP", "Hib", "IPV", "PCV15", "RV5", "HepB"]),
                          (330, ["MMR", "Men-C-C", "Pneu-C-13"], ["MMR", "Varicella", "HepA", "PCV15"]),
                          (440, ["Var"], ["DTaP", "Hib"]), (530, ["DTaP-IPV-Hib"], ["HepA"]), (1400, ["Tdap-IPV", "MMRV"], ["DTaP", "IPV", "MMR", "Varicella"]),
                          (4000, ["HPV-9", "Men-C-ACYW", "HB"], ["HPV", "Tdap", "MenACWY"])]:
        if days >= age_d:
            vac = ca if country == "CA" else us
    if vac is None or (days > 1900 and days < 4000) or rng.random() < 0.2:
        n.t("none due" + rng.choice(["", "; influenza offered - declined", "; flu shot given (IIV4)"]) + ".\n\n")
    else:
        n.t(", ".join("%s lot %s%s" % (v, letters(rng, 1), digits(rng, 4) + letters(rng, 2)) for v in vac))
        n.t(". VIS given, consent from parent. No reaction in 15 min.\n\n")
    n.t("ASSESSMENT/PLAN\n")
    n.x("Healthy ", c.age(), ". Growth and development ", rng.choice(["appropriate", "on track", "reviewed - see concerns"]), ".\n")
    n.typo(rng.choice([["- Plagiocephaly: tummy time, repositioning; ", "- Anticipatory guidance: ", "- Eczema: emollients BID, HC 1% PRN; "],
                       ["- Speech: refer to ", "- Constipation: PEG 3350 0.4 g/kg daily, fibre/fluids; ", "- Anticipatory guidance: "],
                       ["- Enuresis: reassurance, alarm if motivated; ", "- Snoring: refer to ", "- Anticipatory guidance: "],
                       ["- Mood: counselling referral to ", "- Acne: BPO 5% wash + adapalene; ", "- Anticipatory guidance: "]][band]))
    if n.parts[-1].endswith("refer to ") or n.parts[-1].endswith("referral to "):
        n.x((c.therapy if band < 3 else rng.choice(P.CLINIC_CA if country == "CA" else P.CLINIC_US), "HOSPITAL"), " (", (phone(rng, c.area), "PHONE"), "); ")
    n.typo(rng.choice([["car seat rear-facing, water heater <49C, no honey <1 yr.", "safe sleep, tummy time, fever advice."],
                       ["car seat rear-facing, poison control number.", "dental home, fluoride varnish applied today."],
                       ["screen time <2 h/day, bike helmet, sunscreen.", "booster seat until 145 cm."],
                       ["HEADSS reviewed confidentially; contraception info provided.", "driving safety, no texting; vaping cessation."]][band]) + "\n")
    if band == 0 and rng.random() < 0.35:
        n.x("- EPDS elevated: mom ", c.mom_ref("first"), " given Postpartum Support line and referred to her GP ", c.doc(2, "dr_last"), ".\n")
    nxt = {0: rng.choice([30, 61, 90]), 1: rng.choice([90, 180]), 2: 365, 3: 365}[band]
    n.x("RTC: next WCC ", (fmt_date(rng, add_days(ref, nxt), country, rng.choice(["mon_year", "month_year", "iso", "us"])), "DATE"), " or PRN.\n")
    if band == 3 and rng.random() < 0.6:
        n.x("Portal access set up for teen, username ", (c.pt.user(rng), "USERNAME"), "; email on file ", (email(rng, c.pt), "EMAIL"), ".\n")
    elif rng.random() < 0.3:
        n.x("Parent email on file: ", (email(rng, c.mom), "EMAIL"), "\n")
    n.t("\n")
    n.x(c.doc(0, rng.choice(["full_md", "fi_md"])), rng.choice(["", "  (electronically signed)"]), "\n")
    if country == "US" and rng.random() < 0.45:
        n.x("NPI ", (license_no(rng, country, "npi"), "LICENSE"), "\n")
    if rng.random() < 0.3:
        n.x("Scribe: ", (c.nurses[2].f(rng, "full"), "DOCTOR"), "\n")
    return n, c


# ------------------------------------------------------------------ immunisation record
CA_SCHED = [(61, ["DTaP-IPV-Hib", "Pneu-C-13", "Rot-1"]), (122, ["DTaP-IPV-Hib", "Pneu-C-13", "Rot-1"]),
            (183, ["DTaP-IPV-Hib"]), (365, ["MMR", "Men-C-C", "Pneu-C-13"]), (457, ["Var"]), (548, ["DTaP-IPV-Hib"]),
            (1640, ["Tdap-IPV", "MMRV"]), (4380, ["HB", "HPV-9", "Men-C-ACYW"]), (5300, ["Tdap"])]
US_SCHED = [(0, ["HepB"]), (61, ["DTaP", "Hib", "IPV", "PCV15", "RV5", "HepB"]), (122, ["DTaP", "Hib", "IPV", "PCV15", "RV5"]),
            (183, ["DTaP", "PCV15", "RV5", "HepB", "Influenza"]), (365, ["MMR", "Varicella", "HepA", "PCV15", "Hib"]),
            (457, ["DTaP"]), (548, ["HepA"]), (1640, ["DTaP", "IPV", "MMR", "Varicella"]), (4200, ["Tdap", "HPV", "MenACWY"])]
SITES = ["L thigh", "R thigh", "L deltoid", "R deltoid", "L VL", "R VL"]


def immunisation(rng, country, ref):
    days = rng.choice([200, 400, 600, 900, 1700, 2500, 4500, 5500, 6000]) + rng.randint(0, 200)
    c = Case(rng, country, ref, days)
    n = Note(rng)
    sched = CA_SCHED if country == "CA" else US_SCHED
    reg = rng.choice(["Provincial Immunization Registry", "Public Health Immunization Record", "Panorama - Client Immunization History"]) \
        if country == "CA" else rng.choice(["State Immunization Information System", "IMMUNIZATION HISTORY REPORT", "Certificate of Immunization"])
    n.x(reg.upper() if rng.random() < 0.5 else reg, "\n")
    if rng.random() < 0.5:
        n.x("Issued by ", (c.clinic, "HOSPITAL"), ", ", (c.city, "CITY"), ", ", (c.st_long if rng.random() < 0.5 else c.st, "STATE"), "\n")
    n.t("\n")
    n.x("Client: ", c.P(rng.choice(["LF", "lf", "full"])), "\n")
    n.x("Date of birth: ", c.dob_item(), "   Gender: ", c.sex, "\n")
    n.x(rng.choice(["Client ID: ", "Registry ID: ", "Record #: "]), (idnum(rng, rng.choice(["IM", "PH", "R"])), "IDNUM"), "   ")
    n.x(c.hp_label, (c.hp, "HEALTHPLAN"), "\n")
    n.x("Address: ", c.address(), "\n")
    n.x("Parent/guardian: ", rng.choice([c.mom_ref("full"), c.dad_ref("full")]), "   Phone: ", (c.home_ph, "PHONE"), "\n")
    if rng.random() < 0.4:
        n.x("Email: ", (email(rng, c.mom), "EMAIL"), "\n")
    n.t("\n")
    sep = rng.choice([" | ", "  ", " | "])
    hdr = ["Agent", "Date given", "Age", "Dose", "Lot", "Site", "Provider", "Location"]
    n.t(sep.join(hdr) + "\n" + "-" * 72 + "\n")
    abroad = rng.random() < 0.25
    cty = rng.choice(P.COUNTRIES)
    nurse_pool = c.nurses[:3]
    dose_no = {}
    for k, (off, agents) in enumerate(sched):
        if off > days:
            break
        give = add_days(c.dob, off + (rng.randint(0, 20) if off else 0))
        age_d = (give - c.dob).days
        nurse = nurse_pool[k % 3]
        place_abroad = abroad and k < 3
        for ag in agents:
            dose_no[ag] = dose_no.get(ag, 0) + 1
            n.t(ag + sep)
            n.p(fmt_date(rng, give, country, "iso" if country == "CA" else "us"), "DATE")
            n.t(sep)
            if age_d == 0:
                n.t("birth")
            else:
                n.x(age_compact(age_d) if rng.random() < 0.85 else [(str(age_d), "AGE"), "d"])
            n.t(sep + str(dose_no[ag]) + sep)
            n.t(("%s%s%s" % (letters(rng, 1), digits(rng, 4), letters(rng, 2))) if not place_abroad else "unknown")
            sites = ["PO"] if ag in ("Rot-1", "RV5") else SITES if age_d >= 365 else ["L thigh", "R thigh", "L VL", "R VL"]
            n.t(sep + rng.choice(sites) + sep)
            if place_abroad:
                n.x("transcribed", sep, "(", (cty, "COUNTRY"), ")")
            else:
                n.x((nurse.f(rng, rng.choice(["first_li", "fi_last", "init"])), "DOCTOR"), sep,
                    (c.clinic if off else c.hosp, "HOSPITAL"))
            n.t("\n")
    n.t("-" * 72 + "\n")
    if abroad:
        n.x("Note: early doses given in ", (cty, "COUNTRY"), "; paper record reviewed by ", c.rn(0, "PHN"), " on ",
            c.d(-rng.randint(10, 90)), ".\n")
    if rng.random() < 0.4:
        n.t(rng.choice(["Contraindications: none known.", "Allergy: egg (not a contraindication to MMR).",
                        "Deferred Var - febrile on day of visit.", "Exemption on file: none."]) + "\n")
    nxt = add_days(ref, rng.randint(20, 400))
    if country == "CA":
        due = "school-entry boosters (Tdap-IPV, MMRV)" if days < 1600 else "Grade 7 program (HB, HPV-9, Men-C-ACYW)" if days < 4300 else "Tdap booster"
    else:
        due = "DTaP/IPV/MMR/Varicella boosters" if days < 1600 else "Tdap, HPV, MenACWY" if days < 4200 else "MenACWY dose 2"
    if rng.random() < 0.2:
        due = "Influenza (seasonal)"
    n.x("Next due: ", due, " on or after ",
        (fmt_date(rng, nxt, country), "DATE"), "\n")
    if rng.random() < 0.5:
        n.x("School: ", (c.school, "ORGANIZATION"), " - record submitted ", c.ds(-rng.randint(1, 60)), "\n")
    n.t("\n")
    n.x("Printed ", stamp(c, 0), " by user ", (c.nurses[3].user(rng), "USERNAME"))
    if rng.random() < 0.45:
        n.x(" from workstation ", (ipaddr(rng), "IPADDR"))
    n.t("\n")
    if rng.random() < 0.55:
        n.x("View or update records online: ", (url(rng, c.clinic), "URL"), "\n")
    if rng.random() < 0.35:
        n.x("Questions: ", c.rn(0, "RN"), ", ", (staff_email(rng, c.nurses[0], c.clinic), "EMAIL"), ", tel ", c.hph(), "\n")
    return n, c
