"""School-based genres: nurse visit log, immunization catch-up; shared
helpers for teachers (non-clinical persons) and guardians."""
from doc import P
import phi as H
import clin as C
import pools as PL


def teacher(rng, c):
    return H.rand_person(rng, c.country)


def tname(rng, p):
    """Teachers/coaches/deans: non-clinical persons -> FAMILY (see README)."""
    k = rng.randrange(4)
    if k == 0:
        return [("Mrs " if p.sex == "F" else "Mr ") if rng.random() < 0.5 else ("Ms. " if p.sex == "F" else "Mr. "),
                P(p.family, "FAMILY")]
    if k == 1:
        return P(p.full(), "FAMILY")
    if k == 2:
        return ["Coach " if rng.random() < 0.3 else "Whaea " if p.sex == "F" and rng.random() < 0.2 else "",
                P(p.family if rng.random() < 0.5 else p.given, "FAMILY")]
    return [("Miss " if p.sex == "F" else "Mr "), P(p.family, "FAMILY")]


def gname(rng, g, form=None):
    return H.pname(g, "FAMILY", rng, form or rng.choice(["full", "given", "given", "family_t", "full"]))


SCEN_US = [
    ("headache since 2nd period, 'pounding', skipped breakfast", "Afebrile, PERRL, no neck stiffness. Pain 6/10.",
     "Snack (granola bar) + water; acetaminophen 500 mg PO per standing order, parent permission on file.",
     "Rested 20 min, pain 2/10, returned to class at {t2}."),
    ("menstrual cramps, LMP started today", "Pale but well, pain 7/10 lower abd, no fever.",
     "Ibuprofen 400 mg PO (permission on file), heat pack.", "Back to class {t2}."),
    ("SOB/wheeze after PE warm-up laps", "Audible wheeze, speaking full sentences, SpO2 95% RA, peak flow 280 (PB 390).",
     "Albuterol 4 puffs via spacer from student's own inhaler (kept in office).",
     "Re-check 15 min: clear, SpO2 98%, PF 360. Returned to class, no PE today."),
    ("fell during basketball in PE, R ankle inversion", "Mild swelling lateral malleolus, able to bear weight 4 steps, Ottawa rules neg.",
     "RICE, ice pack 15 min, ACE wrap.", "Parent to follow up with PCP if not improving; elevator pass x 3 days."),
    ("feels 'shaky and sweaty' before lunch", "Known T1DM. CGM reading 58 mg/dL with down arrow; fingerstick 61.",
     "15 g glucose tabs, recheck 15 min -> 94 mg/dL, then 15 g snack.", "Returned to class at {t2}, pump not suspended."),
    ("nosebleed in class, R nostril", "Bleeding stopped with pressure 10 min. No trauma.", "Pressure, cool compress.",
     "Returned to class. Third epistaxis this month - recommended PCP f/u."),
    ("stomach ache, nauseous, 'can't be in class'", "Afebrile, abd soft NT, no vomiting. Tearful. Reports test in 4th period.",
     "Rest, water, brief check-in re stress; offered school counselor.", "Walked to counselor office {t2} with consent."),
    ("hives on arms after lunch (shared cookie)", "Scattered urticaria forearms, no lip/tongue swelling, no wheeze, BP stable.",
     "Cetirizine 10 mg PO per allergy action plan; EpiPen NOT given (no systemic sx). Observed 30 min.",
     "Improving. Parent picking up."),
    ("lice check requested by teacher", "Live lice and nits noted at nape.", "Info sheet given, discreet.",
     "Parent to pick up per district policy; may return after treatment."),
    ("vision/hearing screening f/u", "Snellen 20/40 R, 20/25 L. Hearing pass 1000/2000/4000 Hz bilat.",
     "Referral letter for eye exam sent home.", "Class."),
    ("fever and sore throat", "T 101.6 F, tonsils 2+ erythematous, tender anterior nodes. Centor 3.",
     "Masked, isolated in health office.", "Sent home with parent at {t2}; advised rapid strep at PCP."),
    ("panic sx in hallway - hyperventilating, tingling hands", "RR 28 -> 16 after grounding/box breathing. HR 118 -> 88.",
     "Calm space 20 min, 5-4-3-2-1 grounding.", "Returned to class; referral to school counselor placed."),
]
SCEN_NZ = [
    ("headache since period 2, hasn't had breakfast", "Afebrile, alert, neck supple. Pain 6/10.",
     "Toast + water in sick bay. Paracetamol 500 mg given per standing order (caregiver consent on file).",
     "Rested 20 min, feeling better, back to class {t2}."),
    ("period pain, started this morning", "Pain 7/10 lower abdo, no fever, pale.",
     "Ibuprofen 400 mg with food (consent on file), wheat bag.", "Back to class {t2}."),
    ("wheezy after cross country training", "Wheeze bilat, talking in sentences, sats 95% RA, PEF 270 (best 380).",
     "Ventolin 6 puffs via spacer (own inhaler in sick bay).", "Reassessed 20 min: clear, sats 98%. No PE rest of day."),
    ("rolled L ankle at lunchtime touch", "Mild swelling lat malleolus, weight bearing, Ottawa neg.",
     "Ice, elevation, crepe bandage.", "Crutches loaned (school sick bay stock). Whanau to see GP if worse."),
    ("shaky + sweaty before lunch", "T1D. Libre reading 3.2 mmol/L, fingerprick 3.4.",
     "15 g jellybeans, recheck 15 min -> 5.6 mmol/L, then sandwich.", "Back to class {t2}."),
    ("nose bleed during maths", "Stopped with pressure ~10 min, no trauma.", "Pressure, cold pack.",
     "Back to class. Frequent nosebleeds this term - GP review suggested."),
    ("sore puku, feels sick, doesn't want to go to class", "Afebrile, abdo soft non-tender. Teary. Worried about NCEA internal later today.",
     "Quiet space + korero about stress; offered guidance counsellor.", "Walked over to counsellor at {t2} (student agreed)."),
    ("itchy rash after lunch, ate a friend's muesli bar", "Urticaria on forearms, no lip swelling, no wheeze, obs stable.",
     "Cetirizine 10 mg per ASCIA action plan; adrenaline autoinjector not indicated. Observed 30 min.",
     "Settling. Caregiver collecting."),
    ("school sores on chin", "Honey-crusted lesions x3 chin, no fever.", "Cleaned, covered.",
     "Letter home - needs GP/nurse-led clinic for fusidic acid; exclude until 24 h on treatment."),
    ("B4 School / vision screen follow-up", "Snellen 6/12 R, 6/9 L.", "Referral for optometrist sent home.", "Class."),
    ("sore throat + fever", "T 38.6, tonsils enlarged, exudate, tender nodes.",
     "Throat swab taken as per rheumatic fever programme (Pacific/Maori student, 4-19 y).", "Home with whanau, swab result to follow via clinic."),
    ("panic attack outside library", "RR 30 -> 16 with breathing, HR 120 -> 86.", "Grounding, quiet room 20 min.",
     "Back to class; referred to guidance counsellor."),
]


def school_nurse(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    office = "Health Office" if us else rng.choice(["Sick Bay", "Health Centre", "Sick bay"])
    scen = SCEN_US if us else SCEN_NZ
    g = c.guardians[0]
    dense = rng.random() < 0.7
    if rng.random() < 0.5:
        d.f("{s} - {o} Visit Log\n", s=P(c.school, "ORGANIZATION"), o=office.upper() if rng.random() < 0.4 else office)
    else:
        d.f("{o} VISIT LOG\nSchool: {s}\n", o=office.upper(), s=P(c.school, "ORGANIZATION"))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("sid",), ("sid", "sex"), (), ("sid", "mrn")]))
    rows.append(("Grade" if us else "Year level", c.grade(rng)))
    if rng.random() < 0.6:
        rows.append(("Homeroom" if us else "Form room", ["Rm ", P(str(rng.randrange(100, 330)) + rng.choice(["", "", "B"]), "LOCATION_OTHER")]
                     if us else P(rng.choice("ABCDHKS") + str(rng.randrange(1, 30)), "LOCATION_OTHER")))
    C.header(d, rng, rows)
    d.f("Allergies: {a}   Health conditions: {h}\n", a=rng.choice(C.ALLERGIES),
        h=rng.choice(["asthma (IHP on file)", "T1D - see care plan", "none", "ADHD", "migraine", "eczema", "anxiety",
                      "seizure disorder - action plan", "anaphylaxis (peanut)"]))
    if rng.random() < 0.7:
        d.f("Emergency contact: {g} ({rel}) {ph}\n", g=H.pname(g, "FAMILY", rng, "full"), rel=g.rel, ph=P(g.phone, "PHONE"))
        if len(c.guardians) > 1 and rng.random() < 0.6:
            g2 = c.guardians[1]
            d.f("2nd contact: {g} ({rel}) {ph}\n", g=H.pname(g2, "FAMILY", rng, "full"), rel=g2.rel, ph=P(g2.phone, "PHONE"))
    if dense and rng.random() < 0.6:
        d.t("\nHEALTH SUMMARY\nMeds authorised at school:\n" if not us else "\nHEALTH SUMMARY\nMeds authorized at school:\n")
        for m in C.meds(rng, c, rng.randrange(1, 3)):
            d.f("  - {m} (authorization exp {dt})\n", m=m, dt=C.D(c.visit + H.days(rng.randrange(30, 300)), rng.choice([ds, "month_year"])))
        d.t("Screenings:\n")
        C.screenings(d, rng, c, ds)
        d.t("Immunizations: " if us else "Immunisations: ")
        d.t(rng.choice(["up to date per registry", "missing Tdap/MenACWY - letter sent", "exemption on file (medical)",
                        "Year 8 HPV/Boostrix given at school", "incomplete - see catch-up plan"]) + "\n")
        if rng.random() < 0.3:
            d.t(("504 plan" if us else "Learning support plan") + " in place: " + rng.choice(["extra time, rest breaks", "elevator pass", "water bottle + snacks in class"]) + ".\n")
    d.t("\n")
    n = rng.randrange(2, 6) if dense else 1
    dt = c.visit - H.days(rng.randrange(0, 120))
    for i in range(n):
        cc, ass, inter, disp = rng.choice(scen)
        h1, m1 = rng.randrange(8, 15), rng.randrange(0, 60)
        m2 = h1 * 60 + m1 + rng.randrange(15, 75)
        t1, t2 = "%02d:%02d" % (h1, m1), "%02d:%02d" % (m2 // 60, m2 % 60)
        tch = teacher(rng, c)
        if rng.random() < 0.5:
            d.f("{dt}  {t1}\n", dt=C.D(dt, ds), t1=t1)
        else:
            d.f("Date: {dt}   Time in: {t1}   ", dt=C.D(dt, rng.choice([ds, "us_wd" if us else "nz_wd"])), t1=t1)
            d.f("Sent by: {tc}\n", tc=tname(rng, tch))
        d.f("C/O: {cc}.\n", cc=cc)
        d.f("A: {a} {v}\n", a=ass, v=C.vitals(rng, c, full=False) if rng.random() < 0.5 and " T " not in " " + ass else "")
        d.f("I: {i}\n", i=inter)
        d.t("D: ")
        d.f(disp + "\n", t2=t2)
        for k in rng.sample(range(9), rng.randrange(1, 3)):
            if k == 0:
                d.f("Parent notified: called {g} at {ph}, {res}.\n", g=gname(rng, g), ph=P(g.phone, "PHONE"),
                    res=rng.choice(["LVM", "spoke with", "no answer", "agreed with plan"]))
            elif k == 1:
                d.f("Picked up by {rel} {g} at {t}; ID checked{veh}.\n", rel=g.rel, g=gname(rng, g, "full"), t=C.tm(rng, 0, 9, 15),
                    veh=["; vehicle plate ", P(H.plate(c.country, rng), "VEHICLE"), " noted on sign-out"] if rng.random() < 0.4 else "")
            elif k == 2:
                d.f("Signed out at kiosk (fingerprint ID {b}) at {t}.\n", b=P(H.bioid(rng, "finger"), "BIOID"), t=C.tm(rng, 0, 9, 15))
            elif k == 3:
                d.f("Emailed {tc} ({em}) re missed work.\n", tc=tname(rng, tch),
                    em=P(H.email_for(tch, rng, H.org_domain(c.school)), "EMAIL"))
            elif k == 4:
                d.t(C.decoy(rng, c) + "\n")
            elif k == 5:
                d.f("Discussed with {cn} (school {role}); will see {pt} {when}.\n", cn=H.cname(c.counsellor, rng, rng.choice(["full", "given", "title_fam"])),
                    role="counselor" if us else "counsellor", pt=H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "nick", "initials"])),
                    when=rng.choice(["tomorrow", "period 5", "after lunch", "this week"]))
            elif k == 6:
                d.f("Friend {f} walked {pt} to the office.\n", f=H.pname(c.friend, "FAMILY", rng, rng.choice(["given", "full"])),
                    pt="her" if c.sex == "F" else "him")
            elif k == 7:
                d.f("Note: {n} health office visits since {dt}.\n", n=rng.randrange(3, 15), dt=C.D(dt - H.days(rng.randrange(20, 90)), rng.choice(["month", ds])))
            else:
                d.t("Med log: " + rng.choice(["dose recorded on MAR, 2nd staff witness", "count verified 28 tabs", "inhaler expiry checked"]) + ".\n")
        nurse_form = rng.choice(["initials", "init_fam_cred", "full_cred", "given"])
        d.f("{n}\n\n", n=H.cname(c.nurse, rng, nurse_form))
        dt = dt + H.days(rng.randrange(3, 40))
    if rng.random() < 0.3:
        d.t("Nurse note: ")
        C.narrative(d, rng, c, ds, rng.randrange(1, 3))
        d.t("\n")
    if rng.random() < 0.4:
        d.f("Log reviewed by {n}, {dt}. Pattern of frequent visits ({k} this term) - plan check-in with {s} counsellor "
            "and {rel}.\n", n=H.cname(c.nurse, rng, "title_full"), dt=C.D(dt, ds), k=rng.randrange(4, 14),
            s="school" if rng.random() < 0.5 else "guidance", rel=g.rel)


VAX_US = [("Tdap", "Boostrix"), ("HPV", "Gardasil 9"), ("MenACWY", "MenQuadfi"), ("MenB", "Bexsero"),
          ("MMR", "M-M-R II"), ("Varicella", "Varivax"), ("HepA", "Havrix"), ("HepB", "Engerix-B"),
          ("IPV", "IPOL"), ("Influenza", "Flucelvax"), ("COVID-19", "Comirnaty")]
VAX_NZ = [("Tdap", "Boostrix"), ("HPV", "Gardasil 9"), ("MenACWY", "MenQuadfi"), ("MenB", "Bexsero"),
          ("MMR", "Priorix"), ("Varicella", "Varivax"), ("HepB", "Engerix-B"), ("IPV", "IPOL"),
          ("Influenza", "Influvac Tetra"), ("COVID-19", "Comirnaty"), ("DTaP-IPV", "Infanrix-IPV")]



def immunization(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    vax = VAX_US if us else VAX_NZ
    fac = rng.choice([c.clinic, c.uni_clinic]) if c.setting == "uni" else c.clinic
    d.f("{t}\n{f}\n", t=rng.choice(["IMMUNIZATION CATCH-UP RECORD", "Immunisation catch-up plan", "Vaccine Catch-Up Schedule",
                                     "CATCH-UP IMMUNISATION RECORD"]), f=P(fac, "HOSPITAL"))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "plan"), ("mrn", "sid"), ("mrn", "ssn")]))
    if rng.random() < 0.5:
        rows.append(("Registry ID" if us else "NIR ID", P(H.digits(rng, rng.choice([7, 8, 9])), "IDNUM")))
    if rng.random() < 0.6:
        rows.append(("Address", c.addr(rng)))
    C.header(d, rng, rows)
    arrived = c.dob + H.days(rng.randrange(1500, max(1600, (c.visit - c.dob).days - 60)))
    if rng.random() < 0.7:
        d.f("\nBackground: born in {co}; arrived in {here} {arr}. ", co=P(c.origin, "COUNTRY"),
            here=P(rng.choice(["the US", "US", "USA"]) if us else rng.choice(["NZ", "New Zealand", "Aotearoa"]), "COUNTRY")
            if not us else ["the ", P("US", "COUNTRY")], arr=C.D(arrived, rng.choice(["month_year", "year", "mon_year"])))
        k = rng.randrange(3)
    else:
        d.f("\nBackground: {why}. {a} now requesting catch-up{who}. ", why=rng.choice(["missed adolescent doses during COVID-19 school closures",
            "family previously vaccine-hesitant", "moved schools x3, records lost", "in care - placement changes"]),
            a=H.age_p(c.age, rng, rng.choice(["-year-old", "yo", "sexF"]), c.sex),
            who=[" with ", c.guardians[0].rel, " ", gname(rng, c.guardians[0], "given")] if rng.random() < 0.5 else "")
        k = 1
    if rng.random() < 0.4:
        d.t("Pre-vaccination screen: well today, no fever; no prior anaphylaxis; not pregnant; no immunosuppression; "
            "no blood products in past 11 months.\n")
    if k == 0:
        d.f("Paper records from {co} reviewed with {rel} ({g}); translated by interpreter {i} (ID {iid}).\n",
            co=P(c.origin if rng.random() < 0.8 else rng.choice(PL.COUNTRIES), "COUNTRY"), rel=c.guardians[0].rel,
            g=gname(rng, c.guardians[0]), i=P(H.rand_person(rng, c.country).full(), "DOCTOR"), iid=P(H.digits(rng, 4), "IDNUM"))
    elif k == 1:
        d.t("No written records available; plan per catch-up tables, serology where useful (varicella IgG, HBsAb).\n")
    else:
        src = rng.choice([(c.clinic2, "HOSPITAL"), (c.school, "ORGANIZATION")])
        d.f("Records transferred from {s} on {dt}; some doses undocumented.\n", s=P(src[0], src[1]),
            dt=C.D(c.visit - H.days(rng.randrange(10, 300)), ds))
    d.t("\nDOSES ON RECORD\n")
    d.t(rng.choice(["Vaccine | Product | Date | Site | Lot | By\n", "Vaccine       Date given    Site   Lot#      Given by\n"]))
    vx2 = C.author(rng, c, rng.choice(["nurse", "prov"]))
    chosen = rng.sample(vax, rng.randrange(4, 8))
    offs = sorted(rng.sample(range(40, 1500), len(chosen)), reverse=True)
    for (v, prod), off in zip(chosen, offs):
        dt = c.visit - H.days(off)
        lot = rng.choice(["U7", "XK", "T3", "FL", "MB", "9Z"]) + H.digits(rng, 4) + rng.choice(["AA", "B", "", "C1"])
        d.f("{v} | {p} | {dt} | {site} | {lot} | {by}\n", v=v, p=prod, dt=C.D(dt, rng.choice([ds, ds, "mm_yyyy" if us else "nz_slash"])),
            site=rng.choice(["L deltoid", "R deltoid", "LD", "RD", "IM L arm", "R arm"]), lot=lot,
            by=H.cname(rng.choice([c.nurse, vx2]), rng, rng.choice(["initials", "init_fam_cred"])))
    if rng.random() < 0.4:
        d.f("Serology {dt}: {res}.\n", dt=C.D(c.visit - H.days(rng.randrange(14, 60)), ds),
            res=rng.choice(["varicella IgG positive (immune) - no vaccine needed", "HBsAb <10 - needs full HepB series",
                            "measles IgG negative", "rubella immune, measles equivocal"]))
    d.t("\nTODAY\n")
    today = rng.sample(vax, rng.randrange(2, 4))
    for v, prod in today:
        d.f("- {v} ({p}) dose {n}, {site}. Lot {lot}, exp {exp}. VIS/info sheet given.\n", v=v, p=prod, n=rng.randrange(1, 4),
            site=rng.choice(["L deltoid", "R deltoid"]), lot=rng.choice(["GH", "W8", "LK"]) + H.digits(rng, 5),
            exp=rng.choice(["03/2026", "11/2025", "08/2026", "2026-01"]))
    d.f("Given by {n} on {dt} at {t}. Observed 15 min ({rs}). {dec}\n", n=H.cname(c.nurse, rng, "full_cred"),
        dt=C.D(c.visit, ds), t=C.tm(rng, None, 8, 17), rs=rng.choice(["no reaction", "felt faint, lay flat, resolved", "no issues"]),
        dec=C.decoy(rng, c) if rng.random() < 0.3 else "")
    d.t("\nCATCH-UP PLAN\n")
    nd = c.visit
    for v, prod in rng.sample(vax, rng.randrange(2, 4)):
        nd = nd + H.days(rng.randrange(28, 180))
        d.f("  {v}: next dose due {dt}{extra}\n", v=v, dt=C.D(nd, rng.choice([ds, "month_year", "us_md_long" if us else "nz_dm_long"])),
            extra=rng.choice(["", " (min interval 4 wks)", " - book at school clinic"] +
                             ([" - 2-dose schedule as started <15y"] if v == "HPV" else [])))
    if c.age < 18 or rng.random() < 0.3:
        g = c.guardians[0]
        d.f("\nConsent: {mode} {rel} {g}{ph}. {cx}\n", mode=rng.choice(["verbal consent by phone from", "written consent signed by",
                                                                       "consent form returned by"]),
            rel=g.rel, g=gname(rng, g, "full"), ph=[" (", P(g.phone, "PHONE"), ")"] if rng.random() < 0.6 else "",
            cx="Student assented." if c.age < 16 else "Student consented for self (>= 16).")
    if rng.random() < 0.5:
        d.f("Copy sent to {s} ({em}).\n", s=P(c.school if c.setting != "uni" else c.uni, "ORGANIZATION"),
            em=P("health@" + H.org_domain(c.school if c.setting != "uni" else c.uni), "EMAIL"))
    C.sign(d, rng, c, c.nurse, ds=ds, facility=fac)
