"""Genres: MSW psychosocial assessment, hospital-at-home daily note, referral intake (fax)."""
import clin
import core
import pools
from bits import (demo_block, doc, esign, fam, family_line, hdr_agency, pname, ptref, staff)
from case import D, N, addr_segs


def social_work(rng, c):
    b = core.NB()
    d = core.add_days(c.soc, rng.randint(2, 30))
    hdr_agency(rng, b, c, rng.choice(["Medical Social Work Psychosocial Assessment", "MSW Evaluation",
                                      "Social Work Visit Note"]))
    demo_block(rng, b, c, rng.choice([["name", "dob", "mrn", "payer"], ["name", "mrn", "ssn", "payer"],
                                       ["name", "dob", "phone", "addr"]]))
    b.f("Visit date: {d}   Referral from: ", d=[D(c, d)])
    b.seg(staff(rng, c.rn, ["full", "il"]))
    b.t("\nReason for referral: %s\n\n" % rng.choice(["caregiver strain", "financial concerns / med costs",
                                                     "unsafe living situation", "advance care planning",
                                                     "long-term placement planning", "possible self-neglect"]))
    b.t("LIVING SITUATION: ")
    b.seg(ptref(rng, c))
    b.t(rng.choice([" lives alone in ", " lives with family in ", " rents a room in ", " owns a home in "]))
    b.f("{ci:CITY} ({co:CITY}). ", ci=c.home.city, co=c.home.county)
    if rng.random() < 0.5:
        b.f("Apartment in {bl}, {fl} floor. ", bl=core.place(c.building, "LOCATION_OTHER"),
            fl=rng.choice(["1st", "2nd", "3rd", "ground"]))
    b.t(rng.choice(["Home cluttered; pathways narrow. ", "Home clean and well kept. ",
                    "Heat is by wood stove only. ", "No working smoke detector - referred to fire dept program. "]))
    b.t("\n\nBACKGROUND: ")
    b.f("Born in {co}", co=core.place(c.country, "COUNTRY") if rng.random() < 0.7 else
        [(rng.choice(pools.PLACES)[0], "CITY")])
    b.f("; primary language {l}. ", l=rng.choice(["English", "Spanish", "Polish", "Vietnamese", "Tagalog",
                                                   "Haitian Creole", "Korean", "Italian", "Arabic"]))
    b.f("Retired {pr:PROFESSION} ({em}, {y1:DATE}-{y2:DATE}). ", pr=c.prof,
        em=core.place(c.employer, "ORGANIZATION"), y1=str(c.dob.year + rng.randint(18, 30)),
        y2=str(c.dob.year + rng.randint(55, 67)))
    if c.sex == "M" and rng.random() < 0.4:
        b.t("Army veteran; VA benefits not yet applied for. ")
    if c.spouse_alive:
        b.f("Married {y} years to {s}", y=str(rng.randint(22, 66)), s=[fam(rng, c.spouse, ["full", "first"])])
        b.f(" ({a:AGE}), a retired {pr:PROFESSION}.\n", a=str(c.spouse_age),
            pr=rng.choice(pools.PROFESSIONS))
    else:
        b.f("Widowed since {y:DATE}.\n", y=str(c.today.year - rng.randint(1, 20)))
    b.t("\nFAMILY / SUPPORT:\n")
    b.t("  %-12s %-26s %-5s %-26s %s\n" % ("Relation", "Name", "Age", "Location", "Phone"))
    for rel, p, age, loc, phn in [(c.cg_rel, c.cg, c.cg_age, (c.home.city, c.home.st), c.cg_phone),
                                  (c.f2_rel, c.fam2, c.f2_age, (c.cg_city[0], c.cg_city[2]), c.f2_phone)]:
        nm = core.name_kind(p, rng.choice(["full", "full", "lf"]))
        b.t("  %-12s " % rel)
        b.p(nm, "FAMILY")
        b.t(" " * max(1, 27 - len(nm)))
        b.p(str(age), "AGE")
        b.t(" " * max(1, 6 - len(str(age))))
        b.p(loc[0], "CITY")
        b.t(", ")
        b.p(loc[1], "STATE")
        b.t(" " * max(1, 24 - len(loc[0]) - len(loc[1])))
        b.p(phn, "PHONE")
        b.t("\n")
    if c.cg_age < 67:
        b.f("{r} works as a {pr:PROFESSION} at {em}; ", r=c.cg_rel.capitalize(), pr=c.cg_prof,
            em=core.place(rng.choice(pools.EMPLOYERS), "ORGANIZATION"))
        b.t(rng.choice(["limited availability weekdays. ", "uses FMLA intermittently. ", "night shifts. "]))
    else:
        b.f("{r} is a retired {pr:PROFESSION} with own health limits. ", r=c.cg_rel.capitalize(), pr=c.cg_prof)
    b.f("Email for updates: {e:EMAIL}. Zarit Burden Interview: {z}/88.\n", e=c.cg_email, z=str(rng.randint(12, 61)))
    b.t("\nFINANCIAL / BENEFITS: ")
    b.t(rng.choice(["SS retirement $1,412/mo; ", "SSDI + small pension; ", "SSI $943/mo; "]))
    if rng.random() < 0.6:
        b.f("Medicaid ID {m:HEALTHPLAN} (pending renewal). ", m=c.medicaid)
    if rng.random() < 0.5:
        b.f("Part D plan via {p:ORGANIZATION}, member {m:HEALTHPLAN}. ", p=c.payer2, m=c.member)
    b.f("Bank account for autopay at {bk:ORGANIZATION} ending {a:ACCOUNT}.\n",
        bk=rng.choice(["Harmon Savings Bank", "First Prairie Credit Union", "Keystone Community Bank",
                       "Riverbend Federal Credit Union"]), a=core.digits(rng, 4)) if rng.random() < 0.3 else b.t("\n")
    b.t("\nADVANCE DIRECTIVES: ")
    b.f("Health care proxy: {n} ({r}). ", n=[fam(rng, c.cg, ["full"])], r=c.cg_rel)
    b.t(rng.choice(["MOLST completed - DNR/DNI. ", "Full code; wishes to revisit. ", "Living will on file. "]))
    if rng.random() < 0.4:
        b.f("Attorney {n} holds durable POA.", n=[fam(rng, c.other, ["full"])])
    b.t("\n\nTRANSPORTATION: ")
    if rng.random() < 0.5:
        b.f("Pt still owns {car}, plate {p:VEHICLE}; family asked to remove keys due to cognition.",
            car=rng.choice(["a 2009 Buick LeSabre", "an old pickup truck", "a 2014 Honda CR-V", "a minivan"]), p=c.plate)
    else:
        b.t("Uses county paratransit; eligibility letter renewed.")
    b.t("\n\nRISK / SAFETY: ")
    if rng.random() < 0.3:
        b.f("Concern for financial exploitation by {rel} {n}; report filed with Adult Protective Services, case # {k:IDNUM}.\n",
            rel=c.other_rel, n=[fam(rng, c.other, ["full", "first"])], k=core.idnum(rng, "case"))
    else:
        b.t("No abuse/neglect indicators. PHQ-9 %d. Alcohol: %s.\n" % (rng.randint(0, 19), rng.choice(
            ["none", "1-2 beers/day", "quit 1998", "social"])))
    b.t("\nINTERVENTIONS / RESOURCES:\n")
    b.f("- Referred to {o} ({p:PHONE})\n", o=core.place(c.community, "ORGANIZATION"), p=core.phone(rng))
    b.t("- " + rng.choice(["Medicaid waiver application started", "LIHEAP energy assistance info given",
                           "Respite care options reviewed", "Long-term care placement list provided"]) + "\n")
    if rng.random() < 0.5:
        b.f("- Tour scheduled at {f:HOSPITAL} on {d}\n", f=c.facility, d=[N(c, core.add_days(d, rng.randint(3, 14)), rng)])
    b.t("\nPLAN: MSW f/u %s.\n\n" % rng.choice(["in 2 weeks", "x1 more visit", "PRN", "by phone in 1 week"]))
    esign(rng, b, c, c.msw, d, role="MSW")
    if rng.random() < 0.3:
        b.f("Contact: {e:EMAIL}\n", e=c.msw_email)
    return b


def hah(rng, c):
    b = core.NB()
    day = rng.randint(1, 6)
    adm = c.today
    d = core.add_days(adm, day - 1)
    hdr_agency(rng, b, c, rng.choice(["Hospital at Home - Daily Progress Note", "Acute Care at Home: Physician Note",
                                      "Home Hospital Admission H&P" if day == 1 else "Home Hospital Progress Note"]))
    b.t("Patient: ")
    b.seg(pname(rng, c, ["LF", "full", "fmi"]))
    b.f("   ", )
    b.seg(core.age_np(rng, c.age, c.sex))
    b.f("\nMRN {m:MRN}   Encounter {e:ACCOUNT}   Home-hospital day {dy}\n", m=c.hosp_mrn, e=c.acct, dy=str(day))
    b.f("Admitted {a} from {h:HOSPITAL} ED (bay {r:LOCATION_OTHER}); date of service {d}\n",
        a=[D(c, adm)], h=c.hosp, r=str(rng.randint(1, 32)), d=[D(c, d)])
    b.t("Home: ")
    b.seg(addr_segs(c.home, rng))
    b.f("; gate code on file. Contact {n} ({r}) {p:PHONE}\n", n=[fam(rng, c.cg, ["full", "first"])], r=c.cg_rel,
        p=c.cg_phone)
    b.t("Attending: ")
    b.seg(doc(rng, c.md2))
    b.t("   Bedside RN: ")
    b.seg(staff(rng, c.rn, ["full", "il"]))
    if rng.random() < 0.5:
        b.t("   Community paramedic: ")
        b.seg(staff(rng, c.rn2, ["full"], cred=False))
        b.t(", NRP")
    b.f("\nDx: {x} ({i})\n\n", x=c.dx[0], i=c.dx[1])
    b.t("REMOTE MONITORING:\n")
    b.f("Biosensor patch SN {s:DEVICE}; hub IP {i:IPADDR}; ", s=c.serial1, i=c.ip1)
    b.f("tablet login {u:USERNAME} (biometric enrollment {bi:BIOID}).\n", u=c.user_pt, bi=c.bio)
    b.t("Continuous HR %d-%d, RR %d-%d, SpO2 %d-%d%%, no alarms > 2 min overnight.\n" % (
        rng.randint(58, 75), rng.randint(85, 118), rng.randint(14, 18), rng.randint(19, 28), rng.randint(88, 92),
        rng.randint(94, 99)))
    b.f("Video visit %d:%02d via {u:URL}, RN at bedside.\n\n" % (rng.randint(7, 11), rng.randint(0, 59)),
        u=core.url(rng, "homehospital/visit"))
    b.t("OVERNIGHT: %s\n" % rng.choice(["No events. Slept 6 h. Tolerating PO.", "One episode of desaturation to 86%, resolved with 2 L NC.",
                                       "Febrile to 100.9 at 02:00, acetaminophen given.", "Urgent RN visit for IV infiltration; line replaced."]))
    b.t("\nEXAM (in-person RN, MD via video): %s; lungs %s; %s; %s.\n" % (
        rng.choice(clin.COGN), rng.choice(clin.LUNGS), rng.choice(clin.EDEMA),
        rng.choice(["LLE erythema receding from marked border", "abdomen soft, mild CVA tenderness", "no rash",
                    "IV site R forearm clean"])))
    b.t("\nLABS (drawn at home %s): %s\n" % (rng.choice(["06:30", "07:15", "08:00"]), clin.labs(rng)))
    b.f("Specimen {s:IDNUM} couriered to {h:HOSPITAL} lab.\n", s=c.spec, h=c.hosp)
    if rng.random() < 0.5:
        b.t("Mobile CXR: %s.\n" % rng.choice(["improving RLL opacity", "small bilateral effusions", "no acute process"]))
    b.t("\nMEDS:\n")
    for m in c.meds:
        b.t("  " + clin.med_line(m, 2).rstrip() + "\n")
    b.f("Infusion pump SN {s:DEVICE}; PIV placed {d} L forearm.\n", s=c.serial2, d=[N(c, adm, rng)])
    b.t("\nASSESSMENT / PLAN:\n")
    b.t("%s, day %d of acute care at home, %s.\n" % (c.dx[2], day, rng.choice(["improving", "clinically stable",
                                                                           "slower than expected improvement"])))
    for x in rng.sample(["Continue IV abx, anticipate PO transition in 24-48 h", "Daily BMP; replete K to > 4.0",
                         "Strict I/O, daily weight on home scale", "PT/OT in-home eval tomorrow",
                         "Escalation criteria reviewed: transfer to hospital if SBP < 90 or RR > 30",
                         "Plan discharge to home health ('step-down') on day 4-5", "Ambulate TID with RN"],
                        rng.randint(3, 5)):
        b.t("- " + x + "\n")
    if rng.random() < 0.5:
        b.f("Anticipated transition to {ag:HOSPITAL} home health; referral {r:IDNUM}.\n",
            ag=rng.choice(pools.HH_AGENCIES), r=c.ref_no)
    b.t("\n")
    esign(rng, b, c, c.md2, d, role="Attending")
    return b


def referral(rng, c):
    b = core.NB()
    d = core.add_days(c.dc_hosp, -1)
    cm = c.np
    b.t(rng.choice(["FACSIMILE TRANSMITTAL\n", "*** FAX ***\n", "FAX COVER SHEET\n"]))
    b.f("To: {ag:HOSPITAL} Intake   Fax: {f:FAX}\n", ag=c.agency, f=c.ag_fax)
    b.f("From: {h:HOSPITAL} Care Management   Fax: {f2:FAX}   Phone: {p:PHONE}\n", h=c.hosp, f2=core.phone(rng),
        p=core.phone(rng, ext=True))
    b.f("Date: {d}   Pages: {n} (including cover)\n", d=[D(c, d)], n=str(rng.randint(4, 23)))
    b.f("Re: New referral, {ty}, ref # {r:IDNUM}\n\n", ty=rng.choice(["home health SN/PT", "hospice evaluation",
                                                                    "home health + MSW", "hospice admission"]),
        r=c.ref_no)
    b.t("REFERRAL / INTAKE FORM\n" + "-" * 40 + "\n")
    b.t("Patient name: ")
    b.seg(pname(rng, c, ["LF", "lfm", "full"]))
    b.t("   Preferred name: ")
    b.p(c.pt.nick or c.pt.first, "PATIENT")
    b.f("\nDOB: {d}   Age: {a:AGE}   Sex: {s}\n", d=[D(c, c.dob)], a=str(c.age), s=c.sex)
    b.f("SSN: {s:SSN}\n", s=c.ssn)
    b.t("Address: ")
    b.seg(addr_segs(c.home, rng, full_state=rng.random() < 0.3))
    b.f("\nCounty: {co:CITY}\nPhone: {p:PHONE} (home)  {q:PHONE} (cell)\n", co=c.home.county, p=c.pt_phone, q=c.pt_cell)
    b.f("Primary ins: {ins}\n", ins=["Medicare A/B, MBI ", (c.mbi, "HEALTHPLAN")] if c.payer == "Medicare" else
        [(c.payer, "ORGANIZATION"), " ID ", (c.member, "HEALTHPLAN"), ", group ", (c.group, "HEALTHPLAN")])
    if rng.random() < 0.5:
        b.f("Secondary: Medicaid {m:HEALTHPLAN}\n", m=c.medicaid)
    b.f("Hospital MRN: {m:MRN}   Acct: {a:ACCOUNT}   Room {r:LOCATION_OTHER}\n", m=c.hosp_mrn, a=c.acct, r=c.room)
    b.f("Admit: {a}   Anticipated D/C: {z}\n", a=[D(c, c.admit_hosp)], z=[D(c, c.dc_hosp)])
    b.f("Emergency contact: {n}, {r}, {p:PHONE}, {e:EMAIL}\n", n=[fam(rng, c.cg, ["full"])], r=c.cg_rel,
        p=c.cg_phone, e=c.cg_email)
    b.f("Language: {l}   Interpreter: {i}\n", l=rng.choice(["English", "Spanish", "Vietnamese", "Polish"]),
        i=rng.choice(["no", "yes"]))
    b.t("\nCLINICAL:\n")
    b.f("Dx: {x} ({i}). Secondary: {s}.\n", x=c.dx[0], i=c.dx[1], s=", ".join(y[2] for y in c.comorb))
    b.t("Labs %s. " % clin.labs(rng))
    b.t(clin.vitals(rng, 0) + ".\n")
    b.t("Services requested: %s\n" % rng.choice(["SN, PT, OT", "SN, PT", "hospice RN eval, MSW, chaplain",
                                                 "SN for IV abx via PICC (day 6 of 14)", "SN wound care, HHA"]))
    if rng.random() < 0.5:
        b.f("PICC R basilic, 4 Fr, lot/serial {s:DEVICE}, tip confirmed by CXR.\n", s=c.serial2)
    b.f("DME ordered from {dm}: {x}.\n", dm=core.place(c.dme, "ORGANIZATION"),
        x=rng.choice(["RW, shower chair", "hospital bed, O2 concentrator 5 L", "3-in-1 commode", "none"]))
    b.t("\nFACE-TO-FACE: ")
    b.f("Encounter {d} by {n}; ", d=[D(c, core.add_days(c.dc_hosp, -1))], n=doc(rng, c.md2))
    b.t("homebound due to %s.\n" % rng.choice(["SOB with exertion < 20 ft", "post-op weight-bearing restriction",
                                              "cognitive impairment requiring supervision", "severe deconditioning"]))
    b.t("Community physician to sign orders: ")
    b.seg(doc(rng, c.pcp))
    b.f(", NPI {n:LICENSE}, {pr:HOSPITAL}, ph {p:PHONE}, fax {f:FAX}\n", n=c.pcp_npi, pr=c.practice,
        p=c.pcp_phone, f=c.pcp_fax)
    b.t("\nReferral completed by: ")
    b.seg(staff(rng, cm, ["full", "fmi"]))
    b.f(", Case Manager   {e:EMAIL}\n", e=core.email(rng, cm.first, cm.last))
    if rng.random() < 0.4:
        b.f("Sent from workstation {w}, IP {i:IPADDR}\n", w="CM-%s" % core.digits(rng, 3), i=c.ip2)
    b.t("\nCONFIDENTIALITY NOTICE: This facsimile contains protected health information. If you received it in error, "
        "notify the sender at ")
    b.f("{p:PHONE} and destroy all copies.\n", p=core.phone(rng))
    return b
