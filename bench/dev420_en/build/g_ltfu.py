"""Genre (own): long-term follow-up / survivorship clinic letter (1-5 years)."""
import clin
import common as C
import ids
import places

GENRE = "ltfu_survivorship_letter"
KIND = ["allo", "allo", "cart", "cart", "auto"]

SCREEN = [("Thyroid", ["TSH 2.1 - normal", "TSH 7.8, fT4 low-normal - start levothyroxine 25 mcg", "on levothyroxine, TSH 1.4"]),
          ("Gonadal", ["premature ovarian insufficiency - HRT continues", "testosterone 9.8 nmol/L - endocrine referral", "normal"]),
          ("Bone", ["DEXA T-score -2.1 (L-spine) - alendronate", "DEXA normal", "vitamin D 42 nmol/L - supplement"]),
          ("Cardiovascular", ["BP 138/86, QRISK3 12% - statin discussed", "lipids normal", "echo LVEF 55% (anthracycline exposure)"]),
          ("Renal", ["eGFR 64, stable", "eGFR 88", "urine ACR 4.1 - repeat"]),
          ("Eyes", ["cataract L - ophthalmology listed", "no sicca", "annual review, Schirmer 8 mm"]),
          ("Skin", ["annual skin check - BCC excised from nose", "no lesions", "dermatology surveillance (voriconazole exposure)"]),
          ("Secondary cancer", ["cervical screening up to date", "mammogram due (TBI before 30)", "no concerns"]),
          ("Immune", ["IgG 7.2 g/L, off IVIG", "CD4 0.31, PJP prophylaxis continues", "B cells absent (CD19 aplasia) - IVIG monthly"]),
          ("Psychological", ["PHQ-9 4", "fear of recurrence - psychology referral", "returned to hobbies"])]
VACCINES = ["Prevenar 20 (3 doses)", "Shingrix x2", "DTaP-IPV-Hib-HepB (Infanrix hexa) x3", "MenACWY + MenB", "influenza (inactivated)",
            "COVID-19 mRNA (3 doses)", "MMR at 24 months if off IST and no GVHD", "HPV x3"]


def generate(c, d, rng):
    day = rng.randint(330, 1900)
    limit = ids.dt.date(2025, 10, 31)
    if c.rel(day) > limit:
        c.shift((limit - c.rel(day)).days - rng.randint(0, 60))
    when = c.rel(day)
    c.age += int(day / 365.25)
    C.letterhead(d, c, rng, dept=rng.choice(["Long-Term Follow-Up (LTFU) Clinic", "Survivorship & Late Effects Service",
                                             "Post-Transplant Survivorship Clinic", "Cellular Therapy LTFU Programme"]))
    d.line(c.d(when, rng.choice([c.longstyle, c.dstyle])))
    d.line("")
    d.line("PRIVATE AND CONFIDENTIAL")
    d.line("Dr ", (c.gp.full(), "DOCTOR"), ", ", (c.practice, "HOSPITAL"))
    d.line(*c.paddr.parts())
    d.line("")
    d.line("Dear ", rng.choice(["Dr ", "Doctor "]), (c.gp.last, "DOCTOR"), ",")
    d.line("")
    d.line("RE: ", C.pt_name(c, rng, ["upper", "full"]), " - DOB ", c.d(c.dob), " - ", *c.id_items(rng))
    if rng.random() < 0.5:
        d.line("    ", *c.addr.parts(), "   Tel ", (c.phone, "PHONE"))
    d.line("")
    kind = {"allo": "allogeneic stem cell transplant", "auto": "autologous stem cell transplant",
            "cart": "CAR-T therapy (%s)"}[c.kind]
    if c.kind == "cart":
        kind = kind % c.prod["brand"]
    d.w("I saw ", *C.title_last(c), " (", *C.age_items(c, rng, rng.choice([0, 3])), ") for ", rng.choice(["", "annual ", "their "]),
        "long-term follow-up, now ", "%.1f years" % (day / 365.25), " after ", kind, " for ", c.disease_line(), " on ", c.d(c.day0), ". ")
    myeloma = (c.kind == "cart" and c.prod["myeloma"]) or (c.kind == "auto" and c.dis["abbr"] == "MM")
    if myeloma:
        status = ["Paraprotein undetectable, sFLC ratio normal", "Remains in stringent CR, MRD negative (NGS 10^-6)"]
    elif c.kind == "allo":
        status = ["Disease remains in remission", "MRD negative on latest marrow", "Donor chimerism 100%"]
    else:
        status = ["Disease remains in remission", "PET-CT shows ongoing complete metabolic response", "No evidence of relapse on CT"]
    d.w(rng.choice(status), ". ")
    if not c.retired:
        r = rng.random()
        if r < 0.5:
            d.w("Back at work as ", C.art(c.prof), (c.prof, "PROFESSION"), *([" with ", (c.employer, "ORGANIZATION")] if rng.random() < 0.6 else []),
                rng.choice([" three days a week", " full-time since ", " on a phased return"]))
            d.w(*([c.d(c.rel(day - rng.randint(30, 200)), "month_year")] if rng.random() < 0.5 else []), ". ")
        else:
            d.w("Not yet back to work (", (c.prof, "PROFESSION"), "); ", rng.choice(["fatigue the main barrier", "occupational health review pending",
                                                                                    "considering retraining"]), ". ")
    else:
        d.w("Retired ", (c.prof, "PROFESSION"), "; ", rng.choice(["volunteering at ", "now walking daily with ", "singing with "]))
        art, org = places.strip_the(rng.choice(places.COMMUNITY_ORGS))
        d.w(art, (org, "ORGANIZATION"), ". ")
    if rng.random() < 0.5:
        d.w("Lives with ", c.partner_rel, " ", (c.partner.first, "FAMILY"), "; ", c.child_rel, " ", (c.child.first, "FAMILY"), " ",
            rng.choice(["nearby", "visits weekly", "moved back home"]))
        if rng.random() < 0.4:
            art, ctry = places.strip_the(rng.choice(places.ORIGINS))
            d.w(" - recently returned from a trip to ", art, (ctry, "COUNTRY"))
        d.w(". ")
    d.line("Driving: ", rng.choice(["resumed", "resumed, licensing authority informed", "not driving - by choice"]), ".")
    d.line("")
    d.line("Late-effects screen (per ", rng.choice(["EBMT/CIBMTR/ASTCT recommendations", "BSBMTCT 2023 recommendations",
                                                   "FACT-JACIE LTFU standards", "institutional LTFU protocol"]), "):")
    for k, opts in clin.pick(rng, SCREEN, rng.randint(5, 8)):
        d.line("  %-17s %s" % (k, rng.choice(opts)))
    d.line("")
    d.line("Bloods (", c.d(ids.add(when, -rng.randint(0, 10)), c.short), "): ", clin.lab_panel(rng, "recovered", si=c.si, style="inline"))
    d.line("")
    d.line("Revaccination:")
    for v in clin.pick(rng, VACCINES, rng.randint(2, 5)):
        if rng.random() < 0.5:
            d.line("  - ", v, " - ", rng.choice(["given ", "completed "]), c.d(ids.add(when, -rng.randint(20, 200)), rng.choice([c.short, "mon_year"])))
        else:
            d.line("  - ", v, " - due ", c.d(ids.add(when, rng.randint(14, 120)), rng.choice([c.short, "mon_year"])))
    if c.kind == "cart":
        d.line("CAR-T LTFU: 15-year registry follow-up (", rng.choice(["CIBMTR", "EBMT"]), ") - patient registry ID ",
               (ids.donor_id(rng), "IDNUM"), "; annual RCL not required for commercial product.")
    d.line("")
    d.line("Plan: ", rng.choice(["annual LTFU review", "6-monthly review with bloods", "discharge to shared-care with annual letter"]),
           "; next appointment ", c.d(ids.add(when, rng.choice([182, 365, 365])), rng.choice(["month_year", c.dstyle])), ".")
    if rng.random() < 0.35:
        d.line("Survivorship care plan uploaded to ", (ids.url(rng, rng.choice(["ltfu/care-plan", "survivorship/plan"])), "URL"))
    d.line("")
    d.line(rng.choice(["Yours sincerely,", "With best wishes,", "Kind regards,"]))
    d.line("")
    sp = rng.choice([c.att, c.coord])
    d.line((sp.full_mi(), "DOCTOR"), ", ", C.dr(c, rng) if sp is c.att else C.nc(c, rng))
    d.line(rng.choice(["LTFU Lead", "Survivorship Nurse Practitioner" if sp is c.coord else "Consultant Haematologist", "Late Effects Clinic"]))
    if rng.random() < 0.5:
        d.line("Tel ", (ids.phone_ext(rng, c.country), "PHONE"), "   Email ", (ids.email(rng, sp), "EMAIL"))
    if rng.random() < 0.3:
        d.line("Video consultation via ", rng.choice(["Attend Anywhere", "Zoom for Healthcare", "MS Teams"]), "; patient IP ", (ids.ip(rng), "IPADDR"))
    if rng.random() < 0.5:
        C.cc_block(d, c, rng)
