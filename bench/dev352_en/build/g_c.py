"""Genres: post-op review note, discharge letter, community optometrist referral."""
import clin
import phi
import places
import pools


def _provider_no(r):
    return f"{phi.nz_digits(r, 6)}{r.choice('ABCDEFHJKLTWXY')}"


def postop(c, n):
    r = c.rng
    lay = r.randrange(3)
    us = c.cc in ("US", "CA")
    when = r.choice(["day 1", "1 week", "4 weeks", "6 weeks", "2 weeks"])
    if lay == 0:
        n.w("POST-OP REVIEW - ", c.H(), r.choice([" Cataract Clinic", " - Outpatients"] + ([] if "Eye" in c.hosp else [" Eye Clinic"])),
            "   ", c.D(c.t_po), "\n")
        n.w("Pt: ", c.P(r.choice(["fl", "LF"])), " (", c.A(), c.pt.sex, ")  ", c.ids_line(), "\n")
        n.w("Op: ", c.eye.upper(), " phaco+IOL ", c.D(c.t_op), " by ", c.surg_name("l"), " - ",
            r.choice(["uncomplicated", "uncomplicated", "PCR, sulcus IOL", "CTR for zonular weakness"]), "\n")
        n.w("Review: ", when, "   Seen by: ", r.choice([["Dr ", c.Dr("reg", "fl")], [c.Dr("nurse", "fl"), ", ", r.choice(pools.NURSE_ROLES[4:6])]]), "\n\n")
    elif lay == 1:
        n.w("Post-cataract surgery outcome - community optometrist\n")
        n.w("Practice: ", (c.optom_practice, "HOSPITAL"), ", ", c.A_line(c.optom_addr), "\n")
        n.w("Optometrist: ", c.Dr("optom", "fl"), " ", c.lic("optom"), "   Tel ", (c.optom_phone, "PHONE"), "\n")
        n.w("Patient: ", c.P("fl"), "   DOB ", c.DOB(), "   ", c.ids_line(), "\n")
        n.w("Date of surgery: ", c.D(c.t_op), " (", c.Hshort(), ")   Date of review: ", c.D(c.t_po), "\n\n")
    else:
        n.w(c.D(c.t_po), " ", clin.time(r), " ", r.choice(["telephone review", "video review", "POD1 review"]), " - ",
            c.P(r.choice(["fl", "l"])), ", ", c.A(), r.choice(["yo", "y", " yrs"]), ", ", c.eye, " eye ", r.choice(["phaco", "cataract op"]), " ",
            c.Ds(c.t_op), "\n")
        n.w(r.choice(["spoke to pt", "spoke to patient and ", "call answered by "]))
        if r.random() < 0.6:
            n.w(c.fam_rel, " ", c.F(r.choice(["f", "fl"])))
        n.w(" on ", (c.home, "PHONE"), ". identity checked (name, DOB ", c.DOB(), ", postcode " if c.cc == "GB" else ", address ",
            c.zip_only() if c.cc == "GB" else (c.addr["street"], "STREET"), ").\n")
    pre_va = clin.va(r, c.cc, "poor")
    if lay == 2:
        n.w("Pre-op VA ", pre_va, "; biometry target ", r.choice(["-0.25", "plano", "-0.50"]), " D (", r.choice(clin.FORMULAS[:4]), ").\n")
    pain = r.choice(["no pain", "mild grittiness", "FB sensation", "ache first evening, settled", "itchy lids"])
    n.w("Symptoms: ", pain, "; ", r.choice(["vision much brighter", "colours bluer", "slight glare at night", "floaters ++ (new)",
                                          "vision blurred still"]), ".\n")
    if lay != 2:
        post_va = clin.va(r, c.cc, "good")
        n.w("\n              Pre-op      Post-op\n")
        n.w(f"VA unaided    {pre_va:<12}{post_va}\n")
        n.w(f"VA pinhole    {clin.va(r, c.cc, 'any'):<12}{clin.va(r, c.cc, 'good')}\n")
        n.w(f"IOP (mmHg)    {r.randrange(11, 22):<12}{r.randrange(9, 24)}\n")
        n.w(f"Cyl (D)       {-r.randrange(0, 9) / 4:<12.2f}{-r.randrange(0, 5) / 4:.2f}\n\n")
        if r.random() < 0.5:
            n.w(f"Unaided {post_va} = logMAR {clin.logmar(r, 'good')}; near N{r.choice([5, 6, 8, 10])} with +2.50\n")
        n.w(f"Refraction: {clin.refraction(r, True)}  -> {clin.va(r, c.cc, 'good')}  add +2.50\n")
        pe = round(r.uniform(-0.9, 0.9), 2)
        n.w(f"Biometry: predicted {r.choice([-0.25, -0.21, -0.12, -0.35]):+.2f} D, prediction error {pe:+.2f} D "
            f"({'within' if abs(pe) <= 0.5 else 'outside'} 0.5 D)\n")
        n.w(f"IOP: {r.randrange(9, 31)} mmHg\n")
        n.w("SLE: ", r.choice(["wound sealed, Seidel -ve", "mild stromal oedema, Descemet folds +", "AC cells 1+, no fibrin",
                               "AC quiet"]), "; IOL ", r.choice(["centred in bag", "well centred", "slightly decentred inferiorly"]), "; ",
            r.choice(["PC clear", "early PCO", "trace PCO - not significant", "Elschnig pearls"]), "\n")
        n.w("Fundus: ", r.choice(["flat, no CMO", "OCT CMT 262 um, no CMO", f"OCT: CMO (CMT {r.randrange(340, 520)} um) - Irvine-Gass",
                                  "DR stable, no MO", "Weiss ring, no break on indentation"]), "\n")
        if lay == 1:
            n.w("Outcome: ", r.choice(["good", "acceptable", "refer back"]), ". Cat-PROM5 ", str(r.randrange(-4, 3)), ". NOD return done.\n")
            n.w("Spectacles: new Rx issued ", c.Ds(c.t_po), "; voucher ", r.choice(["GOS3", "n/a"]), ".\n")
            n.w("Signed ", c.Dr("optom", "il"), "   Fax to clinic ", (c.hosp_fax, "FAX"), "   ", c.D(c.t_po), "\n")
            n.w("Claim: post-op assessment fee ", r.choice(["submitted", "pending"]), ", claim ref ", (phi.idnum(r, "claim"), "IDNUM"), "\n")
            return
    else:
        n.w("Pt reports ", r.choice(["reading newspaper headlines already", "watching TV without glasses", "no change yet"]),
            ". Shield worn at night: ", r.choice(["yes", "yes", "forgot x1"]), ". Lives ", r.choice(["alone", "with " + c.fam_rel]),
            r.choice(["; neighbour helps with drops", "", "; carer visits"]), ".\n")
        n.w("Checks: ID confirmed; op note reviewed (", r.choice(["uncomplicated", "CTR used", "Malyugin ring"]), ", surgeon ",
            c.surg_name("l"), "); discharge pack received.\n")
        n.w("Drops: using ", r.choice(clin.POSTOP_DROPS["US" if us else "GB"]), " - ", r.choice(["technique ok", "struggling - Xal-Ease aid advised",
                                                                                                  "carer instils"]), ".\n")
        n.w("Red flags (pain, reducing vision, increasing redness) explained; to attend ", r.choice(["Eye Casualty", "ED", "eye emergency clinic"]),
            " or call ", r.choice(clin.PUBLIC[c.cc][:1]), " out of hours.\n")
    plan = r.choice(["Plan: continue drops as per regimen, taper. Discharge to optometrist for refraction at 4-6/52.",
                     "Plan: increase steroid to 2-hourly, add ketorolac; review 1/52.",
                     "Plan: YAG capsulotomy listed (CPT 66821 / C73.1) - ",
                     "Plan: list second eye; consent done today.",
                     "Plan: discharge. Patient happy."])
    n.w(plan)
    if plan.endswith("- "):
        n.w("date ", c.D(c.t_op2))
    elif "second eye" in plan:
        n.w(" Provisional ", c.D(c.t_op2), ".")
    n.w("\n")
    if r.random() < 0.6:
        n.w("Next appointment: ", c.D(phi.add_days(c.t_po, r.randrange(14, 60))), " ", clin.time(r, 8, 16), " at ",
            r.choice([c.H(), c.H("hosp2"), (c.optom_practice, "HOSPITAL")]), r.choice(["; letter posted", "; SMS reminder to ", ""]))
        if r.random() < 0.4:
            n.w(" (mob ", (c.mob, "PHONE"), ")")
        n.w("\n")
    if r.random() < 0.5:
        n.w("DVLA/driving: " if c.cc == "GB" else "Driving: ", r.choice(["meets standard binocularly - may drive",
                                                                        "not yet - await second eye", "advised not to drive"]), ".\n")
    n.w(r.choice(["Seen by ", "Signed: ", "-- "]), r.choice([c.Dr("reg", "fl"), c.Dr("nurse", "fl"), c.S("il")]))
    tail = r.choice(["", " (ext ", "  bleep "])
    if tail:
        n.w(tail, (phi.bleep(r), "PHONE"), ")" if "ext" in tail else "")
    n.w("  ", c.D(c.t_po), "\n")
    if r.random() < 0.5:
        n.w("cc ", c.gp_word(), " Dr ", c.Dr("gp", "l"), ", ", (c.gp_practice, "HOSPITAL"), r.choice(["", " (via e-letter)"]), "\n")
    if lay == 0 and r.random() < 0.7:
        c.footer(n, r.choice(["reg", "nurse"]), c.t_po)


def discharge(c, n):
    r = c.rng
    us = c.cc in ("US", "CA")
    n.w(c.H(), "\n", r.choice(["Department of Ophthalmology", "Cataract Service", "Eye Day Case Unit", "Ophthalmology Directorate"]), "\n")
    n.w(c.A_line(c.hosp_addr), "\nTel: ", (c.hosp_phone, "PHONE"), "   Fax: ", (c.hosp_fax, "FAX"), "\n")
    if r.random() < 0.6:
        n.w((phi.url(r, c.slug), "URL"), "   ", (phi.org_email(r, c.slug), "EMAIL"), "\n")
    n.w("\nDate: ", c.D(c.t_now), "\n\n")
    n.w(r.choice(["Dr ", "Dr. "]), c.Dr("gp", "fml"), "\n", (c.gp_practice, "HOSPITAL"), "\n", c.A_block(c.gp_addr), "\n")
    n.w("Dear Dr ", c.Dr("gp", "l"), ",\n\n")
    n.w("Re: ", c.P(r.choice(["fl", "fml"])), ", DOB ", c.DOB(), ", ", c.A_line(), "\n")
    n.w("    ", c.ids_line(), "\n\n")
    n.w("Diagnosis: ", c.eye, " ", r.choice(["age-related cataract", "nuclear sclerotic cataract", "posterior subcapsular cataract",
                                              "mature cataract"]), r.choice(["", "; POAG", "; dry AMD", "; diabetic retinopathy (R1M0)"]), "\n")
    n.w("Procedure: ", c.eye.capitalize(), " phacoemulsification and IOL on ", c.D(c.t_op), " under ",
        r.choice(["topical anaesthesia", "local anaesthetic", "sub-Tenon's block", "general anaesthetic"]), "\n")
    n.w("Surgeon: ", c.surg_name("fl"), "\n\n")
    ok = r.random() < 0.8
    pro = "He" if c.pt.sex == "M" else "She"
    if r.random() < 0.5:
        n.w("Thank you for referring this ", c.A() if r.random() < 0.5 else c.A_words(), "-year-old ",
            "gentleman" if c.pt.sex == "M" else "lady", ", who was seen in pre-assessment on ", c.D(c.t_pre), ". ")
    n.w(f"I am pleased to report that {c.ptitle()}", c.P("l"), " made an ", "uneventful recovery." if ok else "recovery complicated by ",
        "" if ok else r.choice(["raised IOP on day 1 (34 mmHg), treated with acetazolamide.", "cystoid macular oedema (Irvine-Gass) at 4 weeks, now settling on topical NSAID.",
                                 "posterior capsule rupture; a sulcus lens was placed and the eye is now quiet."]),
        f" {pro} was seen on ", c.D(c.t_po), f" with unaided acuity of {clin.va(r, c.cc, 'good')} and IOP {r.randrange(10, 22)} mmHg.\n")
    if r.random() < 0.5:
        n.w(f"{pro} was accompanied by {('his' if c.pt.sex == 'M' else 'her')} {c.fam_rel}, ", c.F("fl"), ", who helps with drops.\n")
    if r.random() < 0.3:
        n.w(f"{pro} intends to travel to ", (c.abroad(), "COUNTRY"), " on ", c.D(phi.add_days(c.t_po, r.randrange(10, 60))),
            "; flying is fine, but swimming should be avoided for two weeks after surgery.\n")
    if r.random() < 0.4:
        n.w(f"{pro} works as ", "an " if c.prof[0] in "aeiou" else "a ", (c.prof, "PROFESSION"), " and may return to work after ",
            r.choice(["1 week", "2 weeks", "the drops finish"]), ".\n")
    n.w("\nMedication: ", r.choice(clin.POSTOP_DROPS["US" if us else "GB"]), ". Please do not re-prescribe after the course.\n")
    n.w("Follow-up: ", r.choice([["Refraction with ", (c.optom_practice, "HOSPITAL"), " at 4-6 weeks."],
                                 ["Listed for the fellow eye on ", c.D(c.t_op2), "."], "No routine hospital follow-up.",
                                 ["Review in clinic ", c.D(c.t_op2), " (", (c.hosp2, "HOSPITAL"), " satellite clinic)."]]), "\n")
    n.w("\nYours sincerely,\n\n\n", c.S(r.choice(["fml", "fl"])), "\n")
    roles = pools.SURGEON_ROLES_NA if us else (pools.SURGEON_ROLES_AU if c.cc in ("AU", "NZ") else pools.SURGEON_ROLES_UK)
    n.w(r.choice(roles), (", " + c.surg_post) if c.surg_post else "", "\n", c.lic(), "\n")
    n.w("cc: ", c.ptitle(), c.P("il"), ", ", c.A_line(county=False) if r.random() < 0.5 else (c.addr["city"], "CITY"), "\n")
    if r.random() < 0.6:
        n.w("cc: ", c.Dr("optom", "fl"), ", ", (c.optom_practice, "HOSPITAL"), "\n")
    n.w("\n", r.choice(["Dictated ", "Dict: "]), c.Ds(c.t_now), " / typed ", c.Ds(phi.add_days(c.t_now, r.randrange(1, 9))),
        " ", (phi.initials(c.surgeon, False), "DOCTOR"), "/",
        (phi.initials(c.sec, False).lower(), "DOCTOR"), "\n")


def optom_referral(c, n):
    r = c.rng
    lay = r.randrange(3)
    us = c.cc in ("US", "CA")
    if lay == 0:
        n.w(r.choice(["GOS 18 - REFERRAL/INFORMATION FOR PATIENT'S GP / OPHTHALMOLOGY", "Optometrist referral - Cataract",
                      "Direct cataract referral (community optometry)"]), "\n\n")
        n.w("From: ", c.Dr("optom", "fl"), ", ", c.optom_post(), "   ", c.lic("optom"), "\n")
        n.w("      ", (c.optom_practice, "HOSPITAL"), ", ", c.A_line(c.optom_addr), "\n")
        n.w("      Tel ", (c.optom_phone, "PHONE"), "   ", (phi.email(r, c.optom, "staff"), "EMAIL"), "\n")
        n.w("To:   ", c.H(), r.choice([" Cataract Referral Service", " Eye Clinic", " - Ophthalmology Triage"]), "\n")
        if c.cc == "GB":
            n.w("e-RS UBRN: ", (phi.idnum(r, "ubrn"), "IDNUM"), "\n")
        else:
            n.w("Referral ID: ", (phi.idnum(r, "ref"), "IDNUM"), "\n")
        n.w("\nPatient: ", c.ptitle(), c.P("fml"), "    DOB: ", c.DOB(), "    ", c.ids_line(), "\n")
        n.w("Address: ", c.A_line(), "\nTel: ", (c.home, "PHONE"))
        if r.random() < 0.5:
            n.w("  mob ", (c.mob, "PHONE"))
        n.w("\nGP: Dr ", c.Dr("gp", "l"), ", ", (c.gp_practice, "HOSPITAL"), "\n")
        n.w("Date of examination: ", c.D(c.t_ref), "\n\n")
    elif lay == 1:
        n.w((c.optom_practice, "HOSPITAL"), "\n", c.A_block(c.optom_addr), "Phone ", (c.optom_phone, "PHONE"),
            "  Fax ", (phi.phone(r, c.cc), "FAX"), "\n\n", c.D(c.t_ref), "\n\n")
        n.w(c.Dr("surgeon", "fl"), ", ", c.surg_post or "MD", "\n", c.H(), "\n", c.A_block(c.hosp_addr), "\n")
        n.w("Dear ", c.surg_title, " ", c.S("l"), ",\n\nRe: ", c.P("fl"), " (DOB ", c.DOB(), ")  ", c.hp_label(), " ", (c.hp, "HEALTHPLAN"), "\n\n")
        n.w("Thank you for seeing this ", c.A() if r.random() < 0.6 else c.A_words(), "-year-old ", r.choice(["", "retired "]) if c.retired else "", (c.prof, "PROFESSION"), " who ")
        n.w(r.choice(["reports difficulty with night driving and glare", "is struggling to read music", "can no longer see the TV subtitles",
                      "failed the driving standard today", "has noticed rapidly changing glasses"]), ".\n\n")
        if c.cc == "AU":
            n.w("Medicare provider no. ", (_provider_no(r), "LICENSE"), "\n")
    else:
        n.w("REFERRAL (e-referral) | ", c.D(c.t_ref, "iso"), " | ", (phi.idnum(r, "ref"), "IDNUM"), "\n")
        n.w("Referrer: ", c.Dr("optom", "Li"), " | ", (c.optom_practice, "HOSPITAL"), " | ", c.lic("optom"), "\n")
        n.w("Patient: ", c.P("LFU"), " | ", c.DOB(), " | ", c.A(), c.pt.sex, " | ", (c.mrn, "MRN") if c.cc == "NZ" else (c.hp, "HEALTHPLAN"), "\n")
        n.w("Contact: ", (c.mob, "PHONE"), " / ", (c.email, "EMAIL"), "\n")
        n.w("Addr: ", c.A_line(country=r.random() < 0.3), "\n\n")
    n.w("History: ", r.choice(["gradual blurring both eyes, worse ", "glare from headlights, worse ", "monocular diplopia "]), c.eye,
        r.choice([" over 12/12", " over 6/12", " for 2 yrs"]), ". ", r.choice(["No flashes/floaters.", "Occasional floaters, no curtain."]), "\n")
    imp = r.choice(["unable to read bus numbers", "stopped driving at night", "trips on kerbs", "affects work - "])
    n.w("Impact: ", imp)
    if imp.endswith("- "):
        n.w("employed as ", (c.prof, "PROFESSION"), " at ", (r.choice(pools.EMPLOYERS), "ORGANIZATION"))
    n.w(". Wishes surgery: ", r.choice(["YES", "yes", "YES - aware of risks", "undecided - would like to discuss"]), "\n")
    n.w("Refraction:\n")
    for e in ("R", "L"):
        n.w(f"  {e} {clin.refraction(r)}  VA {clin.va(r, c.cc, 'any')}\n")
    n.w(f"IOP: R {r.randrange(11, 25)} L {r.randrange(11, 25)} mmHg ({r.choice(['NCT', 'iCare', 'Perkins'])}) at {clin.time(r, 9, 17)}\n")
    n.w("Lens: ", r.choice(clin.LOCS), ". Fundi: ", r.choice(["healthy", "drusen L>R", "C/D 0.6 - OCT RNFL normal", "difficult view"]), "\n")
    if r.random() < 0.5:
        n.w("Previous records: last seen ", (phi.fd(phi.add_days(c.t_ref, -r.randrange(300, 900)), r.choice(["Monthy", "y", c.ds])), "DATE"),
            " when VA was ", clin.va(r, c.cc, "good"), ".\n")
    if r.random() < 0.4:
        n.w("Relevant: ", r.choice(["takes tamsulosin", "anticoagulated", "only eye", "amblyopic other eye", "previous LASIK (records attached)"]),
            ". ", r.choice(clin.EPONYM_FINDINGS), ".\n")
    if r.random() < 0.4:
        n.w("Patient prefers appointments on ", (phi.WDAYS[r.randrange(0, 5)], "DATE"), " (", c.fam_rel, " ", c.F("f"), " drives).\n")
    n.w("Urgency: ", r.choice(["routine", "routine", "soon", "urgent - phacomorphic risk"]), "\n")
    n.w("Referral criteria: VA ", r.choice(["6/12 or worse", "20/40 or worse" if c.cc in ("US", "CA") else "6/9 with glare symptoms",
                                            "better than 6/12 but lifestyle affected"]), "; patient informed and consents to referral: ",
        r.choice(["yes", "Y"]), "\n")
    n.w("Attachments: ", r.choice(["OCT macula x2", "visual field (24-2)", "fundus photos", "none"]), ". Copy to ", c.gp_word(), " ",
        c.Dr("gp", r.choice(["fl", "il"])), ", ", (c.gp_practice, "HOSPITAL"))
    if r.random() < 0.4:
        n.w(" by fax ", (c.gp_fax, "FAX"))
    n.w(".\n")
    if c.cc == "GB" and r.random() < 0.5:
        n.w("Patient choice offered: ", c.H(), " or ", c.H("hosp2"), " (independent sector); chose ", r.choice(["nearest", "shortest wait"]), ".\n")
    n.w("\n", r.choice(["Signed: ", "Optometrist: ", "Kind regards, "]), c.Dr("optom", r.choice(["fl", "il"])), " ", c.optom_post(), "\n")
    if lay == 2:
        n.w("Submitted ", c.D(c.t_ref, "iso"), " ", clin.time(r), " via portal ", (phi.url(r, "referrals"), "URL"), " - ack ",
            (phi.idnum(r, "ref"), "IDNUM"), "\n")
