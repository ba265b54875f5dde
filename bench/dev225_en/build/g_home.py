"""Home-school link genres: diabetes school care plan (own genre) and
parent/guardian phone call + consent documentation."""
from doc import P
import phi as H
import clin as C
from g_school import tname, teacher, gname


def diabetes_plan(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    yr = c.visit.year if c.visit.month >= (8 if us else 1) else c.visit.year - 1
    d.t(rng.choice(["DIABETES MEDICAL MANAGEMENT PLAN", "Individual Health Plan - Type 1 Diabetes",
                    "T1D School Care Plan", "Diabetes Action Plan for School"]))
    if us:
        d.f("\nSchool year {a}-{b}\n", a=P(str(yr), "DATE"), b=P(str(yr + 1), "DATE"))
    else:
        d.f("\nValid for school year {a}\n", a=P(str(yr), "DATE"))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "sid"), (), ("sid", "plan")]))
    rows += [("School", P(c.school, "ORGANIZATION")), ("Grade" if us else "Year", c.grade(rng))]
    dxd = c.dob + H.days(rng.randrange(900, (c.visit - c.dob).days - 100))
    rows.append(("Date of diagnosis", C.D(dxd, rng.choice(["month_year", "year", ds]))))
    if rng.random() < 0.5:
        rows.append(("Home address", c.addr(rng)))
    C.header(d, rng, rows)
    if rng.random() < 0.5:
        d.f("Diagnosed aged {a} after DKA presentation to {h}.\n", a=P(str(dxd.year - c.dob.year), "AGE"), h=P(c.hospital, "HOSPITAL"))
    d.t("\nCONTACTS\n")
    for g in c.guardians:
        d.f("{rel}: {g} - {lab} {ph}{em}\n", rel=g.rel.capitalize(), g=H.pname(g, "FAMILY", rng, "full"),
            lab=rng.choice(["cell", "mob", "ph"]), ph=P(g.phone, "PHONE"),
            em=[", ", P(g.email, "EMAIL")] if rng.random() < 0.6 else "")
        if rng.random() < 0.3:
            d.f("   work: {ph}\n", ph=P(H.phone(c.country, rng, mobile=False, ext=True), "PHONE"))
    d.f("Diabetes team: {clinic} - {doc}; educator {ed}. {lab} {ph}, fax {fx}\n", clinic=[P(c.hospital, "HOSPITAL"),
        rng.choice([" Paediatric Diabetes Service" if not us else " Pediatric Endocrinology", " diabetes clinic", ""])],
        doc=H.cname(c.doc, rng, "title_fam"), ed=H.cname(C.author(rng, c, "nurse"), rng, rng.choice(["full", "full_cred"])),
        lab=rng.choice(["Ph", "Tel"]), ph=P(c.clinic_phone, "PHONE"), fx=P(c.clinic_fax, "FAX"))
    if rng.random() < 0.4:
        d.f("After-hours diabetes line: {ph}; pager {pg}\n", ph=P(H.phone(c.country, rng, mobile=False), "PHONE"),
            pg=P("%d-%04d" % (rng.randrange(2, 9), rng.randrange(1000, 9999)), "PHONE"))
    d.t("\nDEVICES\n")
    pump = rng.choice(["Tandem t:slim X2", "Omnipod 5", "Medtronic MiniMed 780G", "YpsoPump"])
    cgm = rng.choice(["Dexcom G7", "Dexcom G6", "FreeStyle Libre 2", "Libre 3", "Guardian 4 sensor"])
    if rng.random() < 0.8:
        d.f("Insulin pump: {p}, SN {sn}. Auto mode {am}.\n", p=pump, sn=P(H.device_sn(rng, "pump"), "DEVICE"),
            am=rng.choice(["on", "ON (Control-IQ)", "on, SmartGuard", "off during PE"]))
        d.t("Site changes q3 days at home. If pump fails/occlusion alarm x2: call parent, may need pen injection.\n")
    else:
        d.t("MDI: " + rng.choice(["NovoRapid pen with meals, Lantus at home", "Humalog KwikPen per ratio, Basaglar qHS"]) + "\n")
    d.f("CGM: {g}, {lab} {sn}. Follow app alerts shared to {rel}'s phone.\n", g=cgm,
        lab=rng.choice(["transmitter ID", "serial", "sensor SN"]), sn=P(H.device_sn(rng, "cgm"), "DEVICE"),
        rel=c.guardians[0].rel)
    if rng.random() < 0.6:
        d.f("Backup meter: {m} SN {sn} (kept in {o}).\n", m=rng.choice(["Contour Next One", "Accu-Chek Guide", "FreeStyle Optium Neo"]),
            sn=P(H.device_sn(rng, "meter"), "DEVICE"), o="health office" if us else "sick bay")
    mg = us and rng.random() < 0.8
    lo, tg, hi = ("70 mg/dL", "120 mg/dL", "250 mg/dL") if mg else ("4.0 mmol/L", "6.5 mmol/L", "14 mmol/L")
    d.f("\nTargets: {tg} before meals. Low = below {lo}. High = above {hi}.\n", tg=tg, lo=lo, hi=hi)
    d.f("Insulin:carb ratio 1:{r} (breakfast 1:{r2}); correction 1 unit per {isf} above target.\n",
        r=rng.randrange(8, 20), r2=rng.randrange(6, 14), isf=rng.choice(["50 mg/dL", "40 mg/dL", "2.5 mmol/L", "3 mmol/L"]))
    d.t("\nDAILY SCHEDULE\n")
    for t, what in [("8:15", "check CGM on arrival"), ("10:30", "morning tea/snack 15-20 g" if not us else "snack 15-20 g"),
                    ("12:30", "lunch - bolus before eating, parent pre-counts carbs on label"), ("14:00", "check before PE/sport"),
                    ("15:10", "check before bus/walk home")]:
        if rng.random() < 0.8:
            d.t("  %s  %s\n" % (t, what))
    d.f("\nLOW: treat with 15 g fast carbs ({sn}), recheck in 15 min, repeat x2 then call {rel}. "
        "Severe/unconscious: {glu}, call {em}, recovery position.\n", sn=rng.choice(["4 glucose tabs", "juice box", "5 jellybeans", "150 mL lemonade"]),
        rel=c.guardians[0].rel, glu=rng.choice(["Baqsimi 3 mg intranasal", "GlucaGen HypoKit 1 mg IM", "Gvoke 1 mg SC"]),
        em="911" if us else "111")
    d.t("HIGH: water, bathroom access, check ketones if > " + ("300 mg/dL" if mg else "15 mmol/L") +
        "; moderate/large ketones -> no exercise, call parent.\n")
    d.t("Exams/tests: CGM in room, extra time if BG out of range (" + ("504 plan" if us else "NZQA special assessment conditions") + ").\n")
    d.f("Field trips/camp: trained adult attends; next camp {dt}.\n", dt=C.D(c.visit + H.days(rng.randrange(20, 160)),
                                                                                rng.choice([ds, "month", "us_md_long" if us else "nz_dm_long"])))
    d.f("\nTrained staff: {a}; {b}. Bus/transport: {bus}.\n", a=tname(rng, teacher(rng, c)), b=tname(rng, teacher(rng, c)),
        bus=rng.choice(["route 14, driver aware", "parent drop-off", "walks home", "school bus #7"]))
    if rng.random() < 0.5:
        d.f("Authorized pick-up: {g}, vehicle {pl}.\n", g=gname(rng, c.guardians[-1], "full"), pl=P(H.plate(c.country, rng), "VEHICLE"))
    if rng.random() < 0.4:
        d.f("Sports: {tm} - coach {co} has copy; carries snacks + CGM receiver.\n", tm=c.team, co=tname(rng, teacher(rng, c)))
    if rng.random() < 0.3:
        d.t(C.decoy(rng, c) + "\n")
    d.t("\nSIGNATURES\n")
    d.f("Parent/guardian: {g}  date {dt}\n", g=H.pname(c.guardians[0], "FAMILY", rng, "full"), dt=C.D(c.visit, ds))
    d.f("Prescriber: {n}  {lab} {lic}  date {dt}\n", n=H.cname(c.doc, rng, "full_cred"), lab="NPI" if us else "MCNZ",
        lic=P(H.npi(rng) if us else H.license_no("NZ", rng), "LICENSE"), dt=C.D(c.visit - H.days(rng.randrange(1, 20)), ds))
    d.f("School nurse: {n}  date {dt}\n", n=H.cname(c.nurse, rng, "full_cred"), dt=C.D(c.visit + H.days(rng.randrange(0, 9)), ds))
    if rng.random() < 0.5:
        d.f("Principal: {p}\n", p=P(teacher(rng, c).full(), "FAMILY"))
    d.f("Review date: {dt} or sooner if regimen changes.\n", dt=C.D(c.visit + H.days(rng.randrange(150, 300)), ds))


def guardian_call(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    g = c.guardians[0]
    she, her = ("she", "her") if c.sex == "F" else ("he", "his")
    fac = c.uni_clinic if c.setting == "uni" else rng.choice([c.clinic, c.school])
    ftype = "ORGANIZATION" if fac == c.school else "HOSPITAL"
    auth = C.author(rng, c, rng.choice(["nurse", "prov", "psy"]))
    d.f("{t}\n", t=rng.choice(["TELEPHONE ENCOUNTER", "Phone call - parent/guardian", "Guardian contact & consent note",
                               "PHONE NOTE", "Telephone Encounter / Consent Documentation"]))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "acct"), ("sid",), ("mrn", "ssn"), ("mrn", "plan")]))
    rows.append(("Date", [C.D(c.visit, ds), " " + C.tm(rng)]))
    rows.append(("Location", P(fac, ftype)))
    rows.append(("Staff", H.cname(auth, rng, "full_cred")))
    C.header(d, rng, rows)
    inbound = rng.random() < 0.5
    d.f("\n{dir} {rel} {g} at {ph}{alt}. ", dir="Incoming call from" if inbound else "Called",
        rel=g.rel, g=gname(rng, g, "full"), ph=P(g.phone, "PHONE"),
        alt=[" (alt ", P(H.phone(c.country, rng, mobile=False, ext=rng.random() < 0.4), "PHONE"), " - work)"] if rng.random() < 0.4 else "")
    k = rng.randrange(5)
    if k == 0:
        d.f("Caller verified via voice biometrics (voiceprint ID {b}).\n", b=P(H.bioid(rng, "voice"), "BIOID"))
    else:
        d.f("Identity verified with {v}.\n", v=rng.choice(["student's DOB and address", "DOB", "name + DOB on file", "security question"]))
    if not inbound and rng.random() < 0.3:
        d.f("No answer first attempt at {t}; voicemail full. Second attempt successful.\n", t=C.tm(rng, 0))
    if rng.random() < 0.4:
        d.f("{Rel} states works as a {job}{emp} and is hard to reach between {a} and {b}.\n",
            Rel=rng.choice(["Caller", g.rel.capitalize()]), job=P(g.job, "PROFESSION"),
            emp=[" at ", P(g.emp, "ORGANIZATION")] if g.emp else "", a=C.tm(rng, 2), b=C.tm(rng, 2))
    if rng.random() < 0.3:
        d.f("{lang} interpreter {i} used (interp ID {iid}).\n", lang=rng.choice(["Samoan", "Tongan", "Spanish", "Dari", "Mandarin", "Somali"]),
            i=H.cname(c.other, rng, rng.choice(["given", "full"])), iid=P(H.digits(rng, 5), "IDNUM"))
    topics = rng.sample(range(8), rng.randrange(1, 6))
    for k in topics:
        if k == 0:
            how = ["faxed to ", P(c.clinic_fax, "FAX")] if rng.random() < 0.5 else ["emailed from ", P(g.email, "EMAIL")]
            d.f("\nMedication at school: {m}. Consent form signed and {how} on {dt}. Pharmacy label must match; "
                "{rel} to drop off supply in original packaging.\n", m=rng.choice(C.meds(rng, c, 3)),
                how=how, dt=C.D(c.visit, ds), rel=g.rel)
        elif k == 1:
            d.f("\nDiscussed confidentiality for {pt}: at {a} {pron} can consent to {what}; parent informed that details "
                "will not be shared without {pron2} permission unless safety concern. {Rel} {res}.\n",
                pt=H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "nick"])), a=P(str(c.age), "AGE"),
                pron=she, pron2=her,
                what=rng.choice(["sexual health care", "counselling", "contraception", "mental health care"]),
                Rel=g.rel.capitalize(), res=rng.choice(["understood", "upset but accepting", "asked for general updates only"]))
        elif k == 2:
            d.f("\nConsent for {v} obtained verbally; witnessed by {w}. Next dose {dt}. Screening: no fever today, no prior anaphylaxis, "
                "not immunocompromised.\n",
                v=rng.choice(["HPV dose 2", "Tdap + MenACWY", "flu vaccine", "MMR catch-up", "Boostrix"]),
                w=H.cname(c.nurse, rng, rng.choice(["full_cred", "given"])), dt=C.D(c.visit + H.days(rng.randrange(30, 190)), ds))
        elif k == 3:
            sib = c.sibs[0] if c.sibs else None
            d.f("\nCaller worried re {con}. Reports {pt} {beh} since {dt}. Sibling {s} ({a}) also unwell.\n",
                con=rng.choice(["weight loss", "mood", "school refusal", "vaping", "sleep"]),
                pt=H.pname(c.pt, "PATIENT", rng, "given"), beh=rng.choice(["skipping meals", "staying in room", "not sleeping", "missing school"]),
                dt=C.hol(rng, c) if rng.random() < 0.4 else C.D(c.visit - H.days(rng.randrange(10, 90)), rng.choice(["month", ds])),
                s=H.pname(sib, "FAMILY", rng, "given") if sib else P(H.rand_person(rng, c.country).given, "FAMILY"),
                a=P(str(sib.age if sib else rng.randrange(4, 12)), "AGE"))
            d.t("Advised " + rng.choice(["GP appointment this week", "book with school nurse", "call back if worse", "ED if any safety concern"]) + ".\n")
        elif k == 4:
            d.f("\nRelease of information: authorized sharing with {o} ({fx}). Form uploaded to chart, ROI #{r}.\n",
                o=P(c.clinic2, "HOSPITAL"), fx=["fax ", P(H.phone(c.country, rng, mobile=False), "FAX")], r=P(H.digits(rng, 6), "IDNUM"))
        elif k == 5:
            d.f("\nCustody: {rel} reports shared custody with {o} ({orel}); no restrictions on contact. Court order copy requested "
                "(case {cn}).\n", rel=g.rel, o=P(H.rand_person(rng, c.country).full(), "FAMILY"),
                orel=rng.choice(["ex-partner", "father", "mother"]), cn=P(H.letters(rng, 2) + H.digits(rng, 2) + "-" + H.digits(rng, 5), "IDNUM"))
        elif k == 6:
            d.f("\nAppointment booked {dt} {t} with {n}. Portal proxy access set up for {rel} (user {u}).\n",
                dt=C.D(c.visit + H.days(rng.randrange(2, 21)), rng.choice([ds, "us_wd" if us else "nz_wd"])), t=C.tm(rng, 2),
                n=H.cname(c.doc, rng, "title_fam"), rel=g.rel, u=P(H.username(g, rng), "USERNAME"))
        else:
            d.f("\nAddress update: family moved to {ad}. New home phone {ph}.\n", ad=c.addr(rng), ph=P(H.phone(c.country, rng, mobile=False), "PHONE"))
            if us and rng.random() < 0.5:
                d.f("Insurance changed to {ins}, member ID {hp}; subscriber {g}, SSN {ssn} (for billing only).\n",
                    ins=rng.choice(["Medicaid", "CHIP", "Aetna", "UnitedHealthcare"]), hp=P(c.plan, "HEALTHPLAN"), g=gname(rng, g, "full"),
                    ssn=P(H.ssn("US", rng), "SSN"))
            elif not us and rng.random() < 0.5:
                d.f("Community Services Card {hp} noted for fees.\n", hp=P(c.plan, "HEALTHPLAN"))
    if rng.random() < 0.4:
        d.t("\n")
        C.narrative(d, rng, c, ds, rng.randrange(1, 3))
        d.t("\n")
    if rng.random() < 0.5:
        d.t(C.decoy(rng, c) + "\n")
    d.t("\nPlan: " + rng.choice(["document and notify school nurse", "await signed form", "follow up call in 1 week",
                                "no further action", "message provider re medication"]) + ".\n")
    d.f("\nCall length {m} min. {n}\n", m=rng.randrange(4, 31), n=H.cname(auth, rng, rng.choice(["initials", "init_fam_cred", "full_cred"])))
