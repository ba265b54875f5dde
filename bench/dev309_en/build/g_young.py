"""Genres: transition clinic note; school care plan."""

from core import Note, P, pick, chance
import phi
import pools
import common as cm


def transition_note(c):
    rng = c.rng
    n = Note(c.lower)
    paed = c.doc("cons")
    adult = c.doc("adult")
    cns = c.doc("cns")
    yw = c.doc("youth")
    hdr = pick(rng, ["TRANSITION CLINIC NOTE", "Young Adult Transition Clinic", "Joint Paediatric-Adult Transition Clinic"
                     if not c.us else "Joint Pediatric-Adult Transition Visit", "TRANSITION REVIEW - HAEMOGLOBINOPATHY"
                     if not c.us else "SICKLE CELL TRANSITION VISIT"])
    n.ln(hdr)
    n.ln("{h} - {u}", h=c.hosp, u=pick(rng, ["Outpatients", "Adolescent Outpatients", [P("LOCATION_OTHER", pick(rng, pools.BUILDINGS))],
                                           ["Clinic room ", P("LOCATION_OTHER", str(rng.randint(1, 24)))]]))
    n.ln()
    video = chance(rng, 0.3)
    n.ln("{x}", x=["Date: ", c.date(c.enc, ["num", "wk_long", "long", "dmon"]), "   Time: %02d:%02d" % (rng.randint(9, 16), rng.choice([0, 15, 30, 45]))])
    n.ln("{x}", x=["Patient: ", pick(rng, [c.pt.LF(), c.pt.full(), c.pt.lf()]), "   DOB: ", c.dob_s(), "   Age: ",
                   pick(rng, [[P("AGE", str(c.age))], c.age_s("yrs"), [P("AGE", str(c.age)), c.sex]])])
    n.ln("{x}", x=["MRN: ", c.mrn, "   ", c.hlab, ": ", c.hno])
    if c.us and chance(rng, 0.5):
        n.ln("{x}", x=[c.acct_lab, ": ", c.acct])
    if c.ssn and chance(rng, 0.3):
        n.ln("{x}", x=[c.ssn_lab, " (for benefits application): ", c.ssn])
    if video:
        n.ln("{x}", x=["Consultation type: video. Link sent to ", c.pt.email(rng), "; patient joined from ", phi.ipaddr(rng),
                       " (home)."])
    n.ln()
    present = [[c.pt.fn(), " (patient)"]]
    if chance(rng, 0.7):
        par = c.parent()
        present.append([par.full(), " (%s)" % c.rel(par)])
    present.append([pick(rng, ["Dr ", "Dr. "]), paed.ln_(), " (%s %s)" % (c.t("paed").lower(), c.t("haem").lower())])
    present.append([pick(rng, ["Dr ", "Dr. "]), adult.full(), " (adult team, ", c.hosp2, ")"])
    present.append([cns.full(), " (%s)" % pick(rng, ["CNS", "nurse specialist", "transition nurse"])])
    if chance(rng, 0.6):
        present.append([yw.full(), " (%s)" % pick(rng, ["youth worker", "psychologist", "social worker"])])
    n.w("Present: ")
    for i, p in enumerate(present):
        n.w("{p}" + (", " if i < len(present) - 1 else "\n"), p=p)
    n.ln()
    n.ln("{x}", x=["Diagnosis: ", c.glong, pick(rng, ["; on %s" % c.t("hu"), "; on monthly exchange transfusion", ""]) if c.group == "scd"
                   else pick(rng, ["; regular transfusion and chelation", "; transfusions every 4 weeks, on %s" % pick(rng, ["deferasirox", "deferiprone"]), ""])])
    n.ln()
    n.ln(pick(rng, ["Transition readiness", "TRANSITION READINESS", "Readiness:"]))
    if c.us:
        n.ln("TRAQ completed today: mean score %.1f/5 (self-management %.1f, self-advocacy %.1f)." % (
            rng.uniform(2.5, 4.8), rng.uniform(2, 5), rng.uniform(2, 5)))
    else:
        n.ln("Ready Steady Go '%s' questionnaire completed; %d/%d items rated confident." % (
            pick(rng, ["Steady", "Go", "Hello to adult services"]), rng.randint(14, 30), 30))
    n.ln("{x}", x=[c.pt.fn(), pick(rng, [" can name all medicines and doses", " knows %s dose but not folic acid dose" % c.t("hu"),
                                         " now orders own repeat prescriptions", " still relies on %s for medicines" % c.t("mum")]),
                   pick(rng, [". ", " and describes the crisis plan clearly. ", "; needs prompting about fluids. "]),
                   pick(rng, [["Registered for the patient portal (username ", c.pt.username(rng), ")."],
                              ["Has booked own appointment by phone."], ["Has not yet seen the adult ward."],
                              ["Portal: ", phi.url(rng, "patient/login"), " - login set up today as ", c.pt.username(rng), "."]])])
    n.ln()
    n.ln(pick(rng, ["HEADSSS", "HEEADSSS assessment", "Psychosocial (HEADSS)"]))
    home = [c.he(True), " lives with ", pick(rng, [[c.mother.fn(), " (%s)" % c.t("mum")], [c.t("mum"), " and ", c.sib.fn()],
                                                  ["grandmother ", P("FAMILY", pick(rng, pools.FIRST_F))]]),
            " in ", c.addr.city, pick(rng, [". ", "; overcrowded flat, housing letter requested. ", "; good support. "])]
    n.ln("{x}", x=["Home: "] + home)
    edu = ["Education/employment: ", pick(rng, [["studying %s at " % pick(rng, ["A-levels", "BTEC Business", "Health and Social Care",
                                                                                   "Engineering", "Sport Science", "Accounting"]), c.college],
                                                ["year 12 at ", c.school], ["finished school; applying to ", c.college]])]
    if chance(rng, 0.7):
        edu += ["; part-time job as ", cm.art(c.prof_pt), c.prof_pt, " at ", c.employer, " (%d h/week)" % rng.randint(6, 20)]
    n.ln("{x}", x=edu + ["."])
    n.ln("Activities: %s." % pick(rng, ["football twice a week, advised re hydration and cold pitches", "gym and gaming",
                                        "dance, swimming (warm pool only)", "music production", "basketball"]))
    if chance(rng, 0.4):
        n.ln("{x}", x=["Attends ", P("ORGANIZATION", pick(rng, pools.CHURCHES)), " with family; youth group on ",
                       pick(rng, ["Fridays", "Sundays"]), "."])
    n.ln("Drugs/alcohol: %s." % pick(rng, ["denies", "occasional alcohol, no smoking", "vapes daily - cessation advice",
                                           "cannabis at weekends - discussed risk of ACS", "nil"]))
    n.ln("Sexual health: %s." % pick(rng, ["not sexually active", "in a relationship; contraception discussed given %s" % c.t("hu"),
                                           "condoms; advised on STI screening", "discussed partner testing and carrier status"]))
    n.ln("Mood: PHQ-9 %d, GAD-7 %d. %s" % (rng.randint(0, 16), rng.randint(0, 14), pick(rng, ["No safety concerns.",
                                                                                          "Referred to clinical psychology.",
                                                                                          "Low mood around exams; coping strategies discussed."])))
    n.ln()
    n.ln(pick(rng, ["Clinical update", "Since last review", "Interval history"]))
    if c.group == "scd":
        n.ln("{x}", x=["%s in the last year (most recent " % pick(rng, ["1 admission", "2 admissions", "3 admissions", "One admission"]), c.date(c.before(20, 200), ["my", "num", "dmlong"]),
                       ", %s). %s" % (pick(rng, ["VOC, 3 days", "ACS, HDU for 48 h", "priapism requiring aspiration", "fever, discharged day 2"]),
                                      pick(rng, ["Hb %s, HbF %d%%." % (c.hb(), rng.randint(8, 30)),
                                                 "TCD no longer required (adult).", "Last ophthalmology review normal."]))])
    else:
        n.ln("{x}", x=["Pre-transfusion Hb %s; ferritin %d ug/L; last MRI " % (c.hb(rng.randint(90, 105)), rng.randint(500, 3500)),
                       c.date(c.before(30, 400), ["my", "mys"]), " LIC %.1f mg/g, T2* %d ms." % (rng.uniform(1.5, 15), rng.randint(12, 40))])
    n.ln()
    n.ln("Plan")
    appt = c.after(30, 200)
    items = [
        ["First appointment in adult clinic with Dr ", adult.ln_(), " at ", c.hosp2, " on ", phi.dseg(rng, appt, c.country, ["long", "num", "wk_long"]), "."],
        ["Visit to adult ward (", P("HOSPITAL", pick(rng, pools.WARDS)), ") arranged with ", cns.fn(), "."],
        ["Transition passport updated; copy to ", c.pt.fn(), "."],
        ["Seen alone for part of the consultation; confidentiality explained."],
        ["Letter to ", c.college if chance(rng, 0.5) else c.school, " re exam access arrangements."],
        ["Next joint review ", c.date(c.after(60, 180), ["my", "mys"]), "."],
    ]
    if c.country == "US":
        items.append(["Insurance: Medicaid coverage ends at age ", P("AGE", str(pick(rng, [19, 21, 26]))),
                      "; social work assisting with marketplace plan (new Member ID ", P("HEALTHPLAN", "%s%s" % (phi.letters(rng, 3), phi.digits(rng, 8))), ")."])
    if c.country == "CA":
        items.append(["Provincial drug coverage: application for Trillium/plan renewal; health card ", c.hno, " expires ",
                      c.date(c.after(60, 400), ["my", "num"]), "."])
    for i, k in enumerate(sorted(rng.sample(range(len(items)), rng.randint(3, len(items))))):
        n.ln("%d. {x}" % (i + 1), x=items[k])
    n.ln()
    if chance(rng, 0.5):
        n.ln("{x}", x=["Contact for ", c.pt.fn(), ": mobile ", c.mob, pick(rng, [[", email ", c.pt.email(rng)], ""])])
    n.ln()
    cm.sig(n, c, paed, c.t("cons") if not c.us else "Pediatric Hematology", lic_p=0.5)
    if c.us or chance(rng, 0.3):
        cm.ehr_footer(n, c, paed, ip_p=0.4)
    return n


# ---------------------------------------------------------------- school plan
def school_care_plan(c):
    rng = c.rng
    n = Note(c.lower)
    us = c.us
    teacher = c.person("FAMILY", pick(rng, ["F", "M"]))
    head = c.person("FAMILY", pick(rng, ["F", "M"]))
    snurse = c.doc("schoolnurse")
    cns = c.doc("cns")
    gp = c.doc("gp")
    mum, dad = c.mother, c.father
    title = pick(rng, ["INDIVIDUAL HEALTHCARE PLAN", "Individual Healthcare Plan (IHP)", "School Health Care Plan",
                       "Individualized Healthcare Plan / Emergency Action Plan" if us else "Health Care Plan for a Pupil with Medical Needs"])
    n.ln(title)
    n.ln("Condition: %s" % pick(rng, [c.gshort, c.glong, "Sickle cell disease" if c.group == "scd" else c.sp("Thalassaemia")]))
    n.ln()
    n.ln("{x}", x=["School: ", c.school])
    if chance(rng, 0.6):
        sa = cm.hosp_addr(c)
        n.ln("{x}", x=["School address: ", sa.lines(rng, oneline=True)])
    n.ln("{x}", x=["Child's name: ", pick(rng, [c.pt.full(), c.pt.LF(), c.pt.fml()])])
    n.ln("{x}", x=["Date of birth: ", c.dob_s(), "   ", pick(rng, ["Class/Year: ", "Group/class/form: ", "Grade: " if us else "Year group: "]),
                   cm.year_group(c), pick(rng, [[" (", teacher.t_last(rng, c.country), ")"], ["  Teacher: ", teacher.t_full(rng, c.country)], ""])])
    n.ln("{x}", x=["Home address: ", c.addr.lines(rng, oneline=True)])
    if chance(rng, 0.5):
        n.ln("{x}", x=["Student ID: ", P("IDNUM", pick(rng, ["S%s" % phi.digits(rng, 6), phi.digits(rng, 9), "%s%s" % (phi.letters(rng, 1), phi.digits(rng, 12))]))])
    n.ln("{x}", x=["Date plan agreed: ", c.date(c.enc, ["num", "long", "num2"]), "   Review date: ", c.date(c.after(300, 400), ["num", "my", "long"])])
    n.ln()
    n.ln("FAMILY CONTACT INFORMATION" if chance(rng, 0.5) else "Family contacts")
    n.ln("{x}", x=["1. Name: ", mum.full(), "   Relationship: Mother   Mobile: ", c.mum_mob,
                   pick(rng, [["   Work: ", c.phone()], ""])])
    n.ln("{x}", x=["2. Name: ", dad.full(), "   Relationship: Father   Phone: ", c.dad_mob,
                   pick(rng, [["   Occupation: ", c.prof_dad], ""])])
    if chance(rng, 0.35):
        n.ln("{x}", x=["3. Name: ", P("FAMILY", "%s %s" % (pick(rng, pools.FIRST_F), pick(rng, pools.SURNAMES))),
                       "   Relationship: %s   Phone: " % pick(rng, ["Aunt", "Grandmother", "Family friend", "Childminder"]), c.phone("mobile")])
    n.ln()
    n.ln("Clinic / hospital contact: {x}", x=[cns.full(), ", ", pick(rng, pools.NURSE_TITLES[c.country]), ", ", c.hosp, ", Tel ", c.phone(),
                                               pick(rng, [[", ", cns.email(rng)], ""])])
    n.ln("{x}", x=["%s: " % ("Primary care provider" if us else c.t("gp").upper() if c.country != "CA" else "Family physician"),
                   gp.t_full(rng, c.country, dr=True), ", ", c.gp_practice, ", Tel ", c.phone()])
    n.ln("{x}", x=["School nurse: ", snurse.full(), pick(rng, [[", Tel ", c.phone()], [", school office ext ", P("PHONE", phi.ext(rng))]])])
    n.ln()
    n.ln(pick(rng, ["Medical needs and symptoms", "Describe medical needs and give details of child's symptoms", "ABOUT THE CONDITION"]))
    if c.group == "scd":
        n.ln("{x}", x=[c.pt.fn(), " has %s. Red blood cells can change shape and block small blood vessels, causing sudden pain "
                       "(a 'crisis'), tiredness and a higher risk of infection. %s usually complains of pain in the %s." % (
                           c.gshort, c.he(True), cm.pain_sites(rng))])
    else:
        n.ln("{x}", x=[c.pt.fn(), " has %s and receives blood transfusions every %d weeks at " % (c.gshort, rng.randint(3, 5)), c.hosp,
                       ", usually on a %s, so will miss school on those days. %s may be tired in the days before a transfusion." % (
                           pick(rng, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]), c.he(True))])
    n.ln()
    n.ln("Daily care requirements")
    daily = ["Free access to a water bottle at all times (aim %.1f L/day)." % rng.uniform(1.2, 2.0),
             "Unrestricted toilet access - please provide a toilet pass.",
             "Keep warm: indoor break in cold or wet weather; coat allowed in class if needed.",
             "PE: can take part but must be allowed rest and drinks; no cold-water swimming.",
             "Avoid high altitude/unpressurised trips; discuss school trips with parents.",
             "Extra time and rest breaks in exams (access arrangements).",
             "Hand hygiene and prompt notification of infectious illness in class (e.g. chickenpox)."]
    for d in sorted(rng.sample(range(len(daily)), rng.randint(4, 7))):
        n.ln("- " + daily[d])
    n.ln()
    n.ln("Medication in school")
    pr = c.t("para")
    tbl = [("%s" % pr, "%d mg" % (min(1000, max(120, (15 * c.weight + 25) // 50 * 50))), "when needed for mild pain, max 4 doses/24 h"),
           ("ibuprofen", "%d mg" % (min(400, max(100, (10 * c.weight + 25) // 50 * 50))), "with food if pain persists"),
           ("penicillin V" if c.group == "scd" else "none in school", "-" if c.group != "scd" else "%d mg" % pick(rng, [125, 250]),
            "given at home twice daily" if c.group == "scd" else "-")]
    n.ln("Drug | Dose | When")
    for row in tbl:
        n.ln(" | ".join(row))
    n.ln("{x}", x=["Medicines are kept in the ", pick(rng, ["school office", "medical room", "first aid room", "staff room"]),
                   ". Last dose given at school must be recorded and parents informed."])
    n.ln()
    n.ln("EMERGENCY - CALL %s THEN PARENTS IF:" % c.t("emerg") if chance(rng, 0.5) else "Emergency situations")
    em = ["temperature of 38C or above", "pain not settling 1 hour after %s" % pr, "chest pain, cough or difficulty breathing",
          "sudden weakness, slurred speech, facial droop or fit", "very pale, floppy or unusually sleepy",
          "swollen tummy (possible splenic sequestration)" if c.group == "scd" else "breathless or dizzy",
          "painful erection lasting more than 2 hours" if c.sex == "M" and c.group == "scd" else "yellow eyes with dark urine"]
    for e in em:
        n.ln("* " + e)
    n.ln("{x}", x=["Give ambulance crew a copy of this plan. Preferred hospital: ", c.hosp, " (", c.t("paed"), " ", c.t("ed"), ")."])
    n.ln()
    n.ln("{x}", x=["Staff training delivered by ", snurse.full() if chance(rng, 0.5) else cns.full(), " on ",
                   c.date(c.before(2, 40), ["num", "dmlong", "long"]), " to %d staff." % rng.randint(3, 14)])
    if chance(rng, 0.4):
        n.ln("{x}", x=["Trips: residential trip to ", P("LOCATION_OTHER", pick(rng, ["Brackenfold Outdoor Centre", "Lake Merrow Activity Camp",
                                                                                  "Harlow Ridge Field Centre", "Tor Vean Adventure Base"])),
                       " on ", c.date(c.after(20, 150), ["long", "dmlong", "num"]), " - parents to discuss with clinic."])
    n.ln()
    n.ln("Signatures")
    n.ln("{x}", x=["Parent/carer: ", pick(rng, [mum.full(), dad.full()]), "   Date: ", c.date(c.enc, ["num", "num2"])])
    n.ln("{x}", x=["%s: " % ("Principal" if us or c.country == "CA" else pick(rng, ["Headteacher", "Head teacher", "Principal"])),
                   head.t_full(rng, c.country), "   Date: ", c.date(c.after(0, 6), ["num", "num2"])])
    n.ln("{x}", x=["School nurse: ", snurse.full(), pick(rng, [" RN", ", RN", ""]), "   Date: ", c.date(c.after(0, 6), ["num", "num2"])])
    if chance(rng, 0.35):
        n.ln()
        n.ln("{x}", x=["Plan uploaded to the school MIS by ", P("USERNAME", pick(rng, ["office.%s" % head.last.lower().replace("'", "").replace(" ", ""),
                                                                                         "%s%s" % (head.first[0].lower(), head.last.lower().replace("'", "").replace(" ", "")),
                                                                                         "sen_%s" % teacher.first.lower()])),
                       " on ", c.date(c.after(1, 10), ["num", "iso"])])
    return n
