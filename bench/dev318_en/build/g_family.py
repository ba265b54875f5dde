"""Genres: cascade testing invitation, family pedigree note, paediatric FH
review (own addition)."""

from blocks import letterhead, signoff, abroad_rel
from ctx import family_tree
from locale_fmt import add_days, dob_for_age, weekday_on_or_after
from pools import SCHOOLS, SCHOOL_YEAR, CHARITIES
from core import ascii_slug


def cascade_invitation(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt  # the invited relative is the addressee
    letterhead(nb, c, dept=rr.pick(["Familial Hypercholesterolaemia Cascade Service", "FH Family Testing Service",
                                    "Inherited Lipid Disorders Service"]) if not L.us else "Family Screening Program - Lipid Clinic")
    nb.line(rr.pick(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL - ADDRESSEE ONLY"]))
    nb.line(p.title(L.us) + " ", ("PATIENT", p.full()))
    nb.line(L.address(town=c.addr_town))
    nb.add("\n")
    nb.line(c.date(c.visit))
    ref = rr.pick(["CT", "FH", "CAS"]) + "-" + rr.digits(5)
    nb.line("Our reference: ", ("IDNUM", ref))
    if rr.chance(0.7):
        nb.add("\nDear ", p.title(L.us), " ", ("PATIENT", p.last), ",\n\n")
    else:
        nb.add("\nDear ", ("PATIENT", p.first), ",\n\n")
    named = rr.chance(0.45)
    rel_sex = rr.pick(["M", "F"])
    rel = rr.pick({"M": ["brother", "father", "cousin", "uncle", "son"], "F": ["sister", "mother", "cousin", "aunt", "daughter"]}[rel_sex])
    if named:
        q = c.rel(rel_sex, 0.6)
        nb.add("Your ", rel, ", ", ("FAMILY", q.fl()), ", ")
        nb.add(rr.pick(["has recently been diagnosed with an inherited condition and has asked us to write to you.",
                        "recently attended our clinic with an inherited condition and gave permission for us to contact you."]))
    else:
        nb.add("We are writing to you because a close relative of yours has recently been diagnosed with an "
               "inherited condition and has asked us to contact family members.")
    nb.add(" The condition is called familial hypercholesterolaemia (FH)." if L.uk_spell else
           " The condition is called familial hypercholesterolemia (FH).")
    nb.add("\n\nFH causes a high level of LDL cholesterol from birth. It is passed on in families: each "
           "child, brother or sister of someone with FH has a 1 in 2 (50%) chance of having it too. "
           "People with FH usually feel well, but without treatment the risk of heart disease at a young age is "
           "much higher. Treatment with a statin is simple and very effective.\n\n")
    if rr.chance(0.7):
        nb.add("In your family the cause is a change in the ", c.variant[0], " gene (", c.variant[1],
               "). This means we can offer you a simple blood test that will tell you for certain whether you have inherited it.\n\n")
    else:
        nb.add("We would like to offer you a cholesterol test and, if appropriate, a genetic test.\n\n")
    nb.add("We have reserved an appointment for you on ", ("DATE", L.wdate(weekday_on_or_after(add_days(c.visit, rr.int(14, 50))))),
           " at ", "%d:%s" % (rr.int(9, 15), rr.pick(["00", "15", "30", "45"])), " in ")
    venue = rr.pick(["outpatients", "room", "community"])
    if venue == "room":
        nb.add(rr.pick(["Clinic Room ", "Room "]), ("LOCATION_OTHER", str(rr.int(1, 24)) + rr.pick(["", "A", "B"])),
               ", ", rr.pick(["Outpatients Level 2", "Cardiology Outpatients", "the Lipid Clinic"]), ", ",
               ("HOSPITAL", c.hospital), ". ")
    elif venue == "community":
        nb.add("our community clinic at ", ("HOSPITAL", L.practice()), ", ", ("STREET", L.street(plain=True)), ", ",
               ("CITY", c.town), ". ")
    else:
        nb.add("the Outpatient Department, ", ("HOSPITAL", c.hospital), " (", ("LOCATION_OTHER", rr.pick(["Gate 3", "Blue Zone", "Zone C", "North Wing", "the Ash Building", "Level 4 reception"])), "). ")
    nb.add("You do not need to fast. ")
    nb.add("If this is not convenient, please contact ", ("DOCTOR", c.nurse.fl()),
           rr.pick([", FH Nurse Specialist,", ", Genetic Counsellor,", ", Lipid Nurse,", ""]), " on ",
           ("PHONE", L.phone()))
    if rr.chance(0.4):
        nb.add(" (answerphone outside office hours) or text ", ("PHONE", L.phone(mobile=True)))
    nb.add(". ")
    if rr.chance(0.55):
        nb.add("You can also book or change your appointment online at ",
               ("URL", L.url(rr.pick(["fh-cascade/book", "booking?service=fh", "fhfamily", "appointments/lipids"]))),
               " using the reference above, or email ", ("EMAIL", c.dept_email), ".")
    nb.add("\n\n")
    if rr.chance(0.6):
        nb.add("Children: we usually test children from about ", rr.pick(["5", "8", "10"]),
               " years of age. If you have children, please bring their details and we will discuss testing "
               "for them.\n\n")
    if rr.chance(0.4):
        if L.code in ("US", "CA", "AU"):
            region = ("STATE", L.state(long=True))
        elif L.code in ("NZ", "ZA"):
            region = ("STATE", L.state())
        elif L.code in ("GB", "IE"):
            region = ("CITY", L.county())
        else:
            region = ("COUNTRY", "Singapore")
        nb.add("If you live outside ", region, " or abroad, we can arrange a test through your own doctor. ")
        nb.add("Information in other languages is available from ", ("ORGANIZATION", rr.pick(CHARITIES)), ".\n\n")
    nb.add("Yours sincerely,\n\n")
    nb.line(("DOCTOR", c.nurse.fl()))
    nb.line(rr.pick(["FH Nurse Specialist", "Clinical Nurse Specialist - Lipids", "Cascade Testing Coordinator",
                     "Genetic Counsellor" if L.uk_spell else "Genetic Counselor"]))
    if rr.chance(0.4):
        nb.line(c.sign_license("nurse"))
    nb.line("on behalf of ", c.dr(c.cons, "full", title=c.cons_title), ", ", c.cons_role)
    nb.add("\nEnc: FH information leaflet; reply slip; prepaid envelope\n")
    nb.add("\n- - - - - - - - - - - - - REPLY SLIP - - - - - - - - - - - - -\n")
    filled = rr.chance(0.45)
    if filled:
        nb.add("Name: ", ("PATIENT", p.fl()), "    Date of birth: ", c.date(c.dob), "\n")
        nb.add("Phone: ", ("PHONE", c.mobile), "    Email: ", ("EMAIL", c.email), "\n")
        nb.add("GP: ", L.doc_title(), " ", ("DOCTOR", c.gp.last), ", ", ("HOSPITAL", c.practice), "\n")
        nb.add("[x] I would like the appointment offered\n[ ] I would like a different date\n")
        if rr.chance(0.5) and c.age > 24:
            k = c.rel(None, 0.9)
            nb.add("Children to be tested: ", ("FAMILY", k.first), " aged ", ("AGE", str(rr.int(3, min(17, c.age - 20)))), "\n")
        nb.add("Signed: ", ("PATIENT", p.init_last()), "   Date: ", c.date(add_days(c.visit, rr.int(3, 12))), "\n")
    else:
        nb.add("Name: ______________________  Date of birth: ___/___/_____\n")
        nb.add("[ ] I would like the appointment offered   [ ] Please call me   [ ] I do not wish to be tested\n")
        nb.add("Return to: FH Service, ", ("HOSPITAL", c.hospital), ", ", L.address(oneline=True, town=c.hosp_town, plain=True), "\n")


def pedigree_note(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    fid = rr.pick(["FH", "FAM", "PED"]) + "-" + rr.digits(4)
    nb.line(rr.pick(["FH FAMILY PEDIGREE NOTE", "Pedigree / cascade tracking note", "Family history and pedigree"]),
            " - ", ("HOSPITAL", c.hospital))
    nb.line("Family ID: ", ("IDNUM", fid), "     Date drawn: ", c.date(c.visit))
    nb.line("Proband: ", ("PATIENT", p.full()), " (", ("AGE", str(c.age)), p.sex, "), DOB ", c.date(c.dob), ", ",
            c.mrn[0], " ", ("MRN", c.mrn[1]))
    nb.line("Variant: ", c.variant_str(), " - ", c.variant[3], "; DLCN %d" % rr.int(6, 16))
    nb.line("Informant: ", rr.pick(["proband", "proband and " + ("wife" if p.sex == "M" else "husband"), "proband's mother"]),
            "; drawn by ", ("DOCTOR", c.gc.fl()), ", ", rr.pick(["genetic counsellor", "FH nurse", "specialty registrar"]))
    nb.add("\n")
    tree = family_tree(rr, c, 4, 8)
    gens = {"father": "I", "mother": "I", "uncle": "I", "aunt": "I", "brother": "II", "sister": "II",
            "cousin": "II", "son": "III", "daughter": "III", "nephew": "III", "niece": "III"}
    counters = {}
    nb.line(rr.pick(["Relatives:", "Pedigree members (generation-position):", "FAMILY MEMBERS"]))
    for m in tree:
        g = gens[m["rel"]]
        counters[g] = counters.get(g, 0) + 1
        q = m["p"]
        nb.add(g, "-", str(counters[g] + (1 if g == "II" else 0)), "  ", m["rel"].capitalize(), ": ")
        nb.add(("FAMILY", q.fl() if rr.chance(0.8) else q.first))
        if m["dead"]:
            nb.add(", d. aged ", ("AGE", str(m["age"])), " (", rr.pick(["MI", "sudden cardiac death", "stroke", "cancer", "CABG complications"]), ")")
            if rr.chance(0.5):
                nb.add(" in ", ("DATE", str(c.visit.year - rr.int(2, 30))))
            nb.add("; not tested\n")
            continue
        nb.add(", ", ("AGE", str(m["age"])), rr.pick(["y", " yrs", ""]))
        st = m["status"]
        nb.add(", ", st)
        if st in ("variant positive", "variant negative"):
            nb.add(" (", c.date(add_days(c.visit, -rr.int(20, 900))), ")")
            if st == "variant positive":
                nb.add(", LDL-C ", c.fmt_ldl(rr.uni(4.2, 8.5)), " untreated")
        where = rr.r.random()
        if where < 0.2:
            nb.add("; lives in ", abroad_rel(c))
        elif where < 0.5:
            nb.add("; lives in ", ("CITY", L.town()))
        if st == "invited":
            nb.add("; letter sent ", c.date(add_days(c.visit, -rr.int(5, 60))))
        if rr.chance(0.25):
            nb.add("; tel ", ("PHONE", L.phone(mobile=True)))
        if rr.chance(0.2) and m["age"] > 20:
            nb.add("; ", ("PROFESSION", rr.pick(["farmer", "nurse", "engineer", "teacher", "fisherman", "electrician", "accountant"])))
        nb.add("\n")
    nb.add("\n")
    nb.add(rr.pick(["Consanguinity: none reported. ", "Parents are first cousins. ", "No consanguinity. "]))
    nb.add("Ethnicity: ", c.ethnicity(), ". ")
    nb.add(rr.pick(["Founder-effect variant in this population noted. ", "", "Two generations affected on the paternal side. "]))
    first = [m for m in tree if m["rel"] in ("father", "mother", "brother", "sister", "son", "daughter")]
    alive = [m for m in tree if not m["dead"]]
    tested = [m for m in alive if m["status"] in ("variant positive", "variant negative")]
    pos = [m for m in tested if m["status"] == "variant positive"]
    nb.add("\n\nCascade summary: %d first-degree relative%s listed; %d relative%s tested, %d positive. " % (
        len(first), "" if len(first) == 1 else "s", len(tested), "" if len(tested) == 1 else "s", len(pos)))
    nb.add(rr.pick(["Second-degree relatives to be approached once first-degree testing complete. ",
                    "Proband to share family letter with paternal relatives. ",
                    "Half-sibling contact details awaited. "]))
    if rr.chance(0.5):
        r2 = c.rel(None, 0.4)
        nb.add("Estranged from ", rr.pick(["paternal", "maternal"]), " relatives; ", ("FAMILY", r2.first),
               " (", rr.pick(["cousin", "aunt", "half-brother"]), ") may act as go-between, contact ",
               ("EMAIL", L.email(r2)), ".")
    nb.add("\n\nNext steps:\n")
    nb.line("- Send invitation letters to untested first-degree relatives")
    nb.line("- Children of positive relatives: offer testing from age 5 (lipids) / genotype")
    if rr.chance(0.5):
        nb.line("- Refer relatives in ", ("COUNTRY", rr.pick(["Portugal", "India", "Poland", "Greece", "Lebanon", "Fiji", "Chile", "Kenya"])),
                " via family letter (translated)")
    nb.add("\nDrawn in pedigree software v", str(rr.int(3, 9)), ".", str(rr.int(0, 9)), "; scanned to record ",
           c.date(add_days(c.visit, rr.int(0, 5))), " by ", ("USERNAME", ascii_slug(c.gc.first[0] + c.gc.last)[:10]), "\n")


def paediatric_fh_review(c, nb):
    L = c.L
    rr = c.rr
    # re-draw the patient as a child
    age = rr.int(4, 16)
    c.age = age
    c.dob = dob_for_age(rr, c.visit, age)
    kid = c.pt
    par_sex = rr.pick(["M", "F"])
    par = c.rel(par_sex, 0.8)
    par_rel = "mother" if par_sex == "F" else "father"
    he, his, him = kid.pron()
    nb.line(("HOSPITAL", c.hospital), " - ", L.sp("Paediatric", "Pediatric"), " Lipid Clinic")
    nb.line(rr.pick(["Clinic letter", "Outpatient review", "Clinic note"]), "   ", c.date(c.visit))
    nb.add("\n")
    nb.line("Patient: ", ("PATIENT", kid.full()), "   DOB: ", c.date(c.dob), "   Age: ", ("AGE", str(age)), " years")
    nb.line(c.mrn[0], ": ", ("MRN", c.mrn[1]), ("   " + c.nat[0] + ": " if c.nat else ""), (c.nat[2], c.nat[1]) if c.nat else None)
    nb.line("Parent/guardian: ", ("FAMILY", par.fl()), " (", par_rel, ")   Tel: ", ("PHONE", L.phone(mobile=True)))
    nb.line(L.address(oneline=True, town=c.addr_town))
    school = rr.pick(SCHOOLS[L.code])
    if age >= 5:
        nb.line("School: ", ("ORGANIZATION", school), ", ", SCHOOL_YEAR[L.code], str(max(1, age - 5)))
    else:
        nb.line("Nursery/pre-school: ", rr.pick(["attends 3 days a week", "not yet started", "part-time"]))
    nb.add("\n")
    nb.add(("PATIENT", kid.first), " attended with ", his, " ", par_rel)
    if rr.chance(0.4):
        sib = c.rel(None, 1.0)
        nb.add(" and younger sibling ", ("FAMILY", sib.first))
    nb.add(". ", ("PATIENT", kid.first), " was identified through cascade testing after ",
           his, " ", par_rel, " was diagnosed with FH ")
    nb.add(rr.pick(["at age ", "aged "]), ("AGE", str(rr.int(28, 48))), " (", c.variant[0], " ", c.variant[1], "). ")
    nb.add(("PATIENT", kid.first), "'s genetic test ", rr.pick(["confirmed the familial variant", "was positive for the family variant"]),
           " on ", c.date(add_days(c.visit, -rr.int(100, 900))), ".\n\n")
    pnl = c.panel(severity=0.8, treated=rr.chance(0.5))
    nb.line(rr.pick(["Born at %d+%d weeks' gestation, birth weight %.2f kg; %s child." % (
        rr.int(36, 41), rr.int(0, 6), rr.uni(2.6, 4.2), rr.pick(["first", "second", "third"])),
        "Term delivery (G%dP%d), no neonatal issues." % (rr.int(1, 4), rr.int(0, 3)),
        "Developmental milestones normal."]))
    tanner = "Tanner stage 1" if age < 10 else rr.pick(["Tanner stage 2", "Tanner stage 3", "Tanner stage 4", "Pubertal assessment deferred"])
    cents = ["9th", "25th", "50th", "75th", "91st", "98th"]
    nb.line("Growth: height %.1f cm (%s centile), weight %.1f kg (%s centile). %s." % (
        77 + 6.2 * age + rr.uni(-6, 6), rr.pick(cents[:5]), 2.6 * age + 6 + rr.uni(-3, 6),
        rr.pick(cents), tanner))
    nb.line("No xanthomata. No corneal arcus. BP %d/%d (50th-90th centile for height)." % (rr.int(92, 122), rr.int(52, 76)))
    nb.add("\nLipids today: TC ", c.fmt_ldl(pnl["TC"]), ", LDL-C ", c.fmt_ldl(pnl["LDL"]), ", HDL-C ",
           c.fmt_ldl(pnl["HDL"]) if L.mgdl else "%.1f" % pnl["HDL"], ", TG ", c.fmt_tg(pnl["TG"]), " ", c.ldl_units(),
           ". CK %d U/L, ALT %d U/L.\n\n" % (rr.int(70, 260), rr.int(10, 35)))
    if age < 6:
        drug = None
        nb.add("Too young for a statin at present; lipids and diet only. ")
    else:
        drug = rr.pick(["rosuvastatin 5 mg", "pravastatin 10 mg", "atorvastatin 10 mg"] if age >= 8 else ["rosuvastatin 5 mg", "pravastatin 10 mg"])
        nb.add(rr.pick(["We discussed starting a statin and ", "Following discussion with both parents, ",
                        "Statin was started at the last visit; "]))
        nb.add(drug, rr.pick([" once daily was agreed. ", " nocte continues. ", " was started and is taken without problems. "]))
        nb.add("Target LDL-C < ", "135 mg/dL" if L.mgdl else "3.5 mmol/L", " from age 10. ")
    nb.add(he.capitalize(), " ", rr.pick(["plays netball", "swims for the county club", "is football mad",
                                           "does gymnastics twice weekly", "enjoys cycling"] if age >= 6 else
                                          ["is very active", "loves the playground", "is a fussy eater"]),
           " and has no muscle symptoms. " if drug else ". ")
    if age >= 5 and rr.chance(0.5):
        nb.add("School aware; letter provided for ", ("ORGANIZATION", school) if rr.chance(0.3) else "the school nurse", ". ")
    nb.add(par_rel.capitalize(), " ", ("FAMILY", par.first), " works as a ", ("PROFESSION", rr.pick(["chef", "teacher", "paramedic", "bus driver", "farmer", "accountant", "shop manager", "hairdresser"])),
           " and ", rr.pick(["does most of the cooking", "is keen on the family diet changes", "asked about plant sterols"]), ".\n\n")
    nb.line("Plan:")
    nb.line("1. Continue ", drug or "diet and lifestyle", "; fasting lipids, CK and ALT in 3 months")
    nb.line("2. Dietitian review (", ("DOCTOR", c.diet.fl()), ") at next visit")
    nb.line("3. Transition to adult lipid clinic at ", ("AGE", str(rr.int(16, 18))))
    nb.line("4. Review in ", rr.pick(["6", "12"]), " months - booked ", c.date(add_days(c.visit, rr.int(160, 370))))
    nb.add("\n")
    nb.add(c.dr(c.cons, "full", title=c.cons_title), "\n", rr.pick(["Consultant Paediatrician (Metabolic)", "Paediatric Lipidologist",
                                                                     "Consultant in Paediatric Metabolic Medicine"]) if L.uk_spell else "Pediatric Lipid Specialist", "\n")
    if rr.chance(0.5):
        nb.add(c.sign_license("doctor"), "\n")
    nb.add("cc: ", L.doc_title(), " ", ("DOCTOR", c.gp.fl()), ", ", ("HOSPITAL", c.practice), "; parents")
    if rr.chance(0.4):
        nb.add(" (", ("EMAIL", L.email(par)), ")")
    nb.add("\n")
