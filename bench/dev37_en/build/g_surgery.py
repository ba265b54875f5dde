"""General surgical ward round notes."""
import pools
from phi import Doc, P, F, U
from common import (make_patient, team, dr, sticker, us_header, sign_line, vitals, vit_str, labs,
                    lab_str, time_str, nok_phrase, he, his, him, make_gp, sex_word, pmh, meds, allergy, social, art)


def overnight(ctx, T):
    oc = ctx.staff("oncall", title="Dr" if ctx.loc not in ("US", "CA") else "Dr.")
    return ctx.ch([
        ["Overnight: reviewed by ", dr(oc, "full"), " (on-call ", ctx.ch(["SHO", "registrar", "resident", "HO"]), ") at ",
         time_str(ctx, 0, 5), " for ", ctx.ch(["tachycardia 112 - fluid bolus given", "pain - PRN oxycodone", "low UO - catheter flushed",
                                                 "temp 38.1 - cultures sent", "nausea - cyclizine"]), "."],
        ["Overnight: settled per nursing staff (", T["nurse"].giv_finit() if ctx.chance(0.5) else T["nurse"].full(), ")."],
        ["No overnight concerns."]])


def quote(ctx, pt):
    nok = pt.nok
    return ctx.ch([
        [" Pt says \"my ", nok.rel, " ", nok.lower_giv(), " is bringing my glasses in later\"."],
        [" Quote: \"can ", nok.lower_giv(), " take me home today?\""],
        [" States \"i told ", nok.lower_giv(), " not to worry\"."],
    ])


def wish(ctx):
    return ctx.ch([[" Keen to be home for ", ctx.holiday(), "."], [" Asking whether home before ", ctx.holiday(), "."]])


def drains(ctx):
    return ctx.ch(["Lines: PIVC L hand (day %d). Catheter in situ. No drains." % ctx.ri(1, 4),
                   "Lines: R IJ CVC, PIVC x1. Drain: pelvic, %d ml/24h serous. IDC: UO %d ml/24h." % (ctx.ri(20, 300), ctx.ri(900, 2600)),
                   "Lines: PICC. NGT. Catheter removed yesterday, voiding.",
                   "Lines: PIVC. Epidural at T10, working well (pain team aware)."])

UK_LIKE = ("UK", "IE", "AU", "NZ")


def scen_sbo(ctx, pt, pod, adm):
    prior = ctx.ri(1975, ctx.today.year - 3)
    prior_h = ctx.hospital()
    return dict(
        dx="Adhesional small bowel obstruction",
        hx=F("Admitted {adm} with 2/7 colicky central abdominal pain, bilious vomiting and absolute constipation. "
             "PSH: open appendicectomy {yr} at {h}. CT AP on admission: SBO with transition point in RIF, "
             "no closed loop, no features of ischaemia.", adm=ctx.D(adm), yr=ctx.Dy(prior), h=ctx.H(prior_h)),
        day="Day %d conservative management" % (pod + 1),
        subj=ctx.ch(["Passing flatus since overnight. Nausea settled. Pain much improved.",
                     "No flatus yet. Ongoing nausea, vomited x1 overnight. Pain 4/10.",
                     "Feels 'a bit better'. Small amount of flatus. No BO yet."]),
        exam=ctx.ch(["Abdo soft, mildly distended, non-tender. BS present.",
                     "Abdo distended, tympanic, mild generalised tenderness, no peritonism. Scar well healed.",
                     "Soft, minimal distension, tender periumbilical, no guarding."]),
        extra="NGT output %d ml/24h, bilious -> %s." % (ctx.ri(150, 1400), ctx.ch(["reducing", "static", "increasing"])),
        plan=["Gastrografin 100 ml via NGT, AXR at 8 h",
              "NBM except sips, NGT on free drainage, 4-hourly aspirates",
              "IV fluids (Hartmann's 1 L 8-hourly) with KCl as per U&E",
              "Strict fluid balance, daily U&E and Mg",
              "If no progress in 48 h or any peritonism -> for laparotomy, consent discussed",
              "VTE: enoxaparin 40 mg SC OD + TEDS"],
    )


def scen_appx(ctx, pt, pod, adm):
    opd = ctx.days(-pod)
    return dict(
        dx="Acute appendicitis",
        hx=F("Lap appendicectomy on {d} (perforated appendix, localised pus in pelvis, washout, drain). "
             "Intra-op findings discussed with patient.", d=ctx.D(opd)),
        day="POD %d" % pod,
        subj=ctx.ch(["Pain controlled on oral analgesia. Eating and drinking. Mobilising independently.",
                     "Sore port sites, otherwise well. Tolerating light diet. Not opened bowels yet.",
                     "Some nausea overnight, settled with ondansetron. Pain 3/10."]),
        exam=ctx.ch(["Abdo soft, appropriately tender around port sites. Wounds clean and dry. Drain %d ml serous." % ctx.ri(5, 80),
                     "Soft, mild RIF tenderness, no guarding. Port sites fine. Drain minimal."]),
        extra="Histology pending.",
        plan=["Remove drain today", "Continue IV co-amoxiclav -> switch to oral to complete 5 days",
              "Bloods tomorrow: FBC, CRP", "Likely discharge tomorrow if CRP falling",
              "Wound check by practice nurse day 7-10"],
    )


def scen_chole(ctx, pt, pod, adm):
    hot = ctx.chance(0.5)
    if hot:
        return dict(
            dx="Acute calculous cholecystitis",
            hx=F("Admitted {adm}: RUQ pain, fever, raised inflammatory markers. USS: thick-walled GB "
                 "(6 mm), pericholecystic fluid, sonographic Murphy's positive, CBD 5 mm. LFTs mildly deranged.",
                 adm=ctx.D(adm)),
            day="Day %d IV antibiotics" % (pod + 1),
            subj=ctx.ch(["RUQ pain improving. Afebrile 24 h. Tolerating fluids.",
                         "Still tender RUQ, spiked 38.2 overnight. Appetite poor."]),
            exam="Tender RUQ, Murphy's sign %s. No jaundice." % ctx.ch(["positive", "equivocal", "negative today"]),
            extra="Bili %d, ALP %d, ALT %d." % (ctx.ri(8, 48), ctx.ri(80, 260), ctx.ri(20, 190)),
            plan=[F("For hot lap chole on {d} - on CEPOD list, consented (bleeding, infection, bile leak, "
                    "conversion to open, CBD injury)", d=ctx.Dwk(ctx.days(ctx.ri(1, 3)), long=False)),
                  "NBM from midnight, IV fluids", "Continue IV co-amoxiclav",
                  "G&S, clotting", "If LFTs rising -> MRCP"],
        )
    opd = ctx.days(-pod)
    return dict(
        dx="Symptomatic gallstones",
        hx=F("Lap chole {d} - difficult (Nassar grade 3), subtotal fenestrating, drain left in GB fossa.",
             d=ctx.D(opd)),
        day="POD %d" % pod,
        subj=ctx.ch(["Comfortable, shoulder-tip pain settled.", "Mild RUQ discomfort, eating well."]),
        exam="Abdo soft. Port sites clean. Drain %d ml %s." % (ctx.ri(10, 160), ctx.ch(["serous", "serosanguinous", "bilious-tinged"])),
        extra="LFTs %s." % ctx.ch(["normal", "ALP slightly up, bili normal", "unchanged"]),
        plan=["Remove drain if output < 50 ml and non-bilious", "LFTs tomorrow",
              "Home tomorrow with GP follow-up", "Outpatient review 6 weeks"],
    )


def scen_divert(ctx, pt, pod, adm):
    return dict(
        dx="Complicated sigmoid diverticulitis (Hinchey Ib)",
        hx=F("Admitted {adm}. CT: sigmoid diverticulitis with 4.2 cm pericolic collection. "
             "IR drain inserted {d2}. Previous episode {my} managed in the community.",
             adm=ctx.D(adm), d2=ctx.D(ctx.days(-ctx.ri(1, 3))), my=ctx.Dmy(ctx.days(-ctx.ri(120, 700)))),
        day="Day %d of admission" % (pod + 2),
        subj=ctx.ch(["LIF pain improving. Opening bowels. Eating.", "Ongoing LIF pain, low-grade temps."]),
        exam="LIF tender, no peritonism. IR drain %d ml purulent -> serous." % ctx.ri(5, 60),
        extra="CRP trend: %d -> %d -> %d." % (ctx.ri(220, 320), ctx.ri(140, 219), ctx.ri(40, 139)),
        plan=["Continue IV pip-taz, review micro", "Flush drain 10 ml NaCl 8-hourly",
              "Repeat CT if CRP plateaus", "Colonoscopy in 6 weeks (OP)", "Diet as tolerated"],
    )


def scen_hemi(ctx, pt, pod, adm):
    opd = ctx.days(-pod)
    return dict(
        dx="Caecal adenocarcinoma",
        hx=F("Lap right hemicolectomy {d} (ERAS pathway). Pre-op CT: T3N0, no mets. MDT {mdt}.",
             d=ctx.D(opd), mdt=ctx.D(ctx.days(-pod - ctx.ri(14, 40)))),
        day="POD %d" % pod,
        subj=ctx.ch(["Bloated, hiccups, vomited 300 ml this morning. Not passing flatus.",
                     "Feels well, passing flatus, first BO overnight.",
                     "Nauseated, poor oral intake, no flatus."]),
        exam="Distended, tympanic, mildly tender around wounds. Wounds clean. BS %s." % ctx.ch(["absent", "sluggish", "present"]),
        extra="Likely post-op ileus. K %.1f, Mg %.2f." % (ctx.ri(31, 42) / 10, ctx.ri(55, 90) / 100),
        plan=["NGT insertion, NBM, IV fluids", "Replace K and Mg", "Chewing gum, mobilise",
              "Stop opioids - regular paracetamol", "CT AP if no improvement in 48 h (r/o leak)"],
    )


def scen_panc(ctx, pt, pod, adm):
    return dict(
        dx="Gallstone pancreatitis (mild)",
        hx=F("Admitted {adm}, amylase %d. USS: multiple GB calculi, CBD 6 mm. No organ failure." % ctx.ri(900, 4200),
             adm=ctx.D(adm)),
        day="Day %d" % (pod + 1),
        subj=ctx.ch(["Epigastric pain much better. Hungry.", "Pain still 5/10, radiating to back. Nauseated."]),
        exam="Epigastric tenderness, no guarding. Not jaundiced.",
        extra="Lipase trending down. Bili normal.",
        plan=["Light diet", "Index admission lap chole - add to list", "Stop IV fluids if eating",
              "Analgesia ladder", "Alcohol history: minimal"],
    )


def scen_hernia(ctx, pt, pod, adm):
    opd = ctx.days(-pod)
    return dict(
        dx="Incarcerated right inguinal hernia",
        hx=F("Emergency open mesh repair {d}; small bowel viable after warming, no resection.", d=ctx.D(opd)),
        day="POD %d" % pod,
        subj=ctx.ch(["Groin sore, passed urine, eating.", "Mild scrotal swelling, pain controlled."]),
        exam="Wound clean, mild bruising, no haematoma. Abdo soft.",
        extra="",
        plan=["Home today", "No heavy lifting 6 weeks", "Wound check GP practice nurse", "No routine follow-up"],
    )


def scen_perianal(ctx, pt, pod, adm):
    opd = ctx.days(-pod)
    return dict(
        dx="Perianal abscess",
        hx=F("EUA + I&D perianal abscess {d}, cavity packed. No fistula identified.", d=ctx.D(opd)),
        day="POD %d" % pod,
        subj="Sore, first pack change uncomfortable. Opened bowels.",
        exam="Cavity healthy granulation, minimal discharge.",
        extra="HbA1c %d mmol/mol (new?)." % ctx.ri(44, 92),
        plan=["District nurse / practice nurse packing daily", "Diabetes team review re HbA1c",
              "Stool softeners", "Discharge today"],
    )


def scen_trauma(ctx, pt, pod, adm):
    veh = ctx.vehicle()
    return dict(
        dx="Grade III splenic laceration (RTC)",
        hx=F("Driver in RTC {adm} (car vs barrier, ~50 mph, restrained). Trauma CT: grade III splenic "
             "laceration, no active extravasation, L 9-10 rib fractures. Managed non-operatively. "
             "Police attended (vehicle reg {v}); they have asked to speak with patient when able.",
             adm=ctx.D(adm), v=veh),
        day="Day %d" % (pod + 1),
        subj="LUQ and chest wall pain, breathing OK with analgesia.",
        exam="Tender LUQ, no peritonism. Chest: reduced air entry L base.",
        extra="Hb %d -> %d (stable)." % (ctx.ri(110, 130), ctx.ri(100, 125)),
        plan=["Bed rest 24 h more, then mobilise", "Serial Hb 12-hourly", "Incentive spirometry, physio",
              "Post-splenic injury vaccines only if splenectomy", "Repeat CT if Hb drops"],
    )


def scen_pdu(ctx, pt, pod, adm):
    opd = ctx.days(-pod)
    return dict(
        dx="Perforated duodenal ulcer",
        hx=F("Laparotomy + omental patch repair {d}. NSAID use for knee pain. H. pylori serology sent.", d=ctx.D(opd)),
        day="POD %d" % pod,
        subj=ctx.ch(["Pain controlled with epidural. No flatus yet.", "Comfortable, epidural removed, passing flatus."]),
        exam="Midline wound clean, staples intact. Abdo soft, appropriately tender.",
        extra="",
        plan=["IV PPI 40 mg BD", "Gastrografin study day 5 before diet", "Remove catheter today",
              "Stop NSAIDs permanently, document in GP letter", "H. pylori eradication if positive"],
    )


def scen_leak(ctx, pt, pod, adm):
    opd = ctx.days(-pod)
    return dict(
        dx="Rectal cancer - s/p anterior resection",
        hx=F("Lap high anterior resection + defunctioning loop ileostomy {d}.", d=ctx.D(opd)),
        day="POD %d" % pod,
        subj="Increasing lower abdominal pain overnight, feverish, stoma output low.",
        exam="Tender suprapubic/LIF with guarding. Pelvic drain turbid.",
        extra="NEWS 5. CRP %d (up from %d)." % (ctx.ri(220, 340), ctx.ri(90, 180)),
        sick=True,
        plan=["Urgent CT AP with rectal contrast - ?anastomotic leak", "Sepsis six, IV meropenem",
              "NBM, IV fluids, catheter, hourly UO", "Inform consultant - may need return to theatre",
              "Outreach review requested"],
    )


SCENARIOS = [scen_sbo, scen_appx, scen_chole, scen_divert, scen_hemi, scen_panc, scen_hernia,
             scen_perianal, scen_trauma, scen_pdu, scen_leak]


def layout_uk(ctx, pt, T, sc, pod, adm):
    d = Doc()
    if ctx.chance(0.6):
        d.w(sticker(ctx, pt, extra_ward=[ctx.ward(), ", ", ctx.bay_bed()]), "\n")
    hdr = ctx.ch(["WARD ROUND", "SURGICAL WARD ROUND", "Ward round", "CONSULTANT WARD ROUND", "PTWR"])
    tm = time_str(ctx, 7, 10)
    d.w(hdr, " - ", ctx.D(ctx.today), " ", tm, "\n")
    d.w("Seen by: ", dr(T["cons"], "init"), " (", T["cons"].grade, "), ", dr(T["reg"], "fam"), " (", T["reg"].grade,
        "), ", dr(T["jun"], "full"), " (", T["jun"].grade, ")")
    if ctx.chance(0.6):
        d.w(", SN ", T["nurse"].full())
    d.w("\n")
    if ctx.chance(0.5):
        d.w("Pt: ", pt.full(), ", ", P(str(pt.age), "AGE"), sex_word(pt), "\n")
    d.w("\n", sc["day"], " - ", sc["dx"], "\n")
    d.w(sc["hx"], "\n")
    d.w("PMH: ", ", ".join(pmh(ctx)), ". Allergies: ", allergy(ctx), ".\n\n")
    d.w(overnight(ctx, T), "\n")
    d.w("S: ", sc["subj"], quote(ctx, pt) if ctx.chance(0.3) else "", wish(ctx) if ctx.chance(0.2) else "", "\n")
    v = vitals(ctx, sick=sc.get("sick", False))
    d.w("O: ", vit_str(ctx, v), "\n   ", sc["exam"], "\n")
    if sc["extra"]:
        d.w("   ", sc["extra"], "\n")
    L = labs(ctx)
    d.w("   Bloods (", ctx.Ddm(ctx.days(0)), "): ", lab_str(ctx, L, us=False), "\n")
    d.w("   ", drains(ctx), "\n")
    d.w("   Fluid balance: +%d ml over 24 h. Drug chart reviewed: " % ctx.ri(-400, 1800), "; ".join(meds(ctx, 3)), ".\n")
    d.w("A: ", sc["dx"], ", ", sc["day"], "\n")
    d.w("P:\n")
    for i, it in enumerate(sc["plan"], 1):
        d.w("  %d. " % i, it, "\n")
    # family / discharge
    nok = pt.nok
    r = ctx.rng.random()
    if r < 0.4:
        d.w("  %d. Update " % (len(sc["plan"]) + 1), nok.rel, " ", nok.giv(), " (", nok.tel, ") - ",
            ctx.ch(["happy for us to call any time", "NOK", "lives locally"]), "\n")
    elif r < 0.7:
        d.w("  %d. " % (len(sc["plan"]) + 1), "EDD ", ctx.Dwk(ctx.days(ctx.ri(1, 4)), long=False), " - TTOs to be done\n")
    else:
        gp, prac = make_gp(ctx)
        d.w("  %d. Discharge letter to GP (" % (len(sc["plan"]) + 1), dr(gp, "init"), ", ", P(prac["name"], "HOSPITAL"), ")\n")
    d.w("\n", social(ctx, pt), "\n")
    if pt.given in pools.NICKNAMES and ctx.chance(0.7):
        d.w("Prefers to be called \"", pt.nick(), "\".\n")
    d.w("\n")
    d.w(sign_line(ctx, T["jun"], pager=True, lic=True, esign=False))
    return d


def layout_us(ctx, pt, T, sc, pod, adm):
    d = Doc()
    title = ctx.ch(["GENERAL SURGERY PROGRESS NOTE", "Surgery Daily Progress Note", "ACUTE CARE SURGERY - PROGRESS NOTE",
                    "General Surgery Service - Daily Note"])
    d.w(title, "\n")
    d.w("Date of service: ", ctx.D(ctx.today), "  ", time_str(ctx, 5, 8), "\n")
    d.w(us_header(ctx, pt, loc_parts=[ctx.ward(), " ", ctx.bay_bed()], att=dr(T["cons"], "full")))
    d.w("Admit date: ", ctx.D(adm), "    Hospital day #", str((ctx.today - adm).days + 1), "\n")
    if ctx.chance(0.5):
        lab, hp = pt.hp
        d.w("Insurance: ", ctx.org() if ctx.chance(0.3) else "commercial", "  ", lab, " ", hp, "\n")
    d.w("\nSUBJECTIVE:\n", sc["subj"], quote(ctx, pt) if ctx.chance(0.25) else "", wish(ctx) if ctx.chance(0.2) else "", " ", sc["day"], ". ", ctx.ch(["No acute events overnight.", "Overnight: required one dose of IV hydromorphone.", "Per RN, voided overnight."]), "\n\n")
    d.w("HISTORY: ", sc["hx"], "\n")
    d.w("PMH: ", "; ".join(pmh(ctx)), ". Allergies: ", allergy(ctx), ".\n")
    d.w("Scheduled meds: ", ", ".join(meds(ctx)), ".\n\n")
    d.w(overnight(ctx, T), "\n\n")
    v = vitals(ctx)
    d.w("OBJECTIVE:\nVitals: ", vit_str(ctx, v, "labels"), "\n")
    d.w("I/O: ", "%d in / %d out" % (ctx.ri(1200, 3200), ctx.ri(800, 2900)), "\n")
    d.w("Exam: Gen: ", ctx.ch(["NAD, resting in bed", "uncomfortable but non-toxic", "sitting up in chair"]), ". CV: RRR. Pulm: ",
        ctx.ch(["CTAB", "diminished bases bilaterally", "clear"]), ". Abd: ", sc["exam"], "\n")
    if sc["extra"]:
        d.w(sc["extra"], "\n")
    d.w(drains(ctx), "\n")
    L = labs(ctx)
    d.w("Labs ", ctx.Ddm(ctx.today), ": ", lab_str(ctx, L, us=True), "\n\n")
    d.w("ASSESSMENT/PLAN:\n", P(str(pt.age), "AGE"), " y/o ", "female" if pt.sex == "F" else "male", " with ",
        sc["dx"].lower(), ", ", sc["day"], ".\n")
    for it in sc["plan"]:
        d.w("- ", it, "\n")
    nok = pt.nok
    if ctx.chance(0.6):
        d.w("- Dispo: updated ", nok.rel, " ", nok.full(), " at bedside; contact ", nok.tel, "\n")
    d.w("- ", social(ctx, pt, lead="Social: "), "\n")
    d.w("- Code status: ", ctx.ch(["Full code", "Full", "DNR/DNI (confirmed with patient)"]), "\n\n")
    d.w("Patient seen and discussed with ", dr(T["cons"], "fam"), ", attending.\n")
    d.w(dr(T["jun"], "full")[-1], ", MD, ", T["jun"].grade, "  ", ctx.pager(), "\n\n")
    if ctx.chance(0.7):
        d.w("ATTENDING ATTESTATION: I saw and examined the patient with the resident team on ", ctx.D(ctx.today),
            " and agree with the findings and plan as documented above.\n")
    d.w(sign_line(ctx, T["cons"], when=ctx.today, time=time_str(ctx, 9, 17), lic=ctx.chance(0.5), esign=True))
    if ctx.chance(0.5):
        d.w("Last edited by: ", ctx.username(T["jun"]), " ", ctx.D(ctx.today), " ", time_str(ctx, 8, 12), "\n")
    return d


def layout_issues(ctx, pt, T, sc, pod, adm):
    """AU/NZ/IE/CA consultant round with issues list and jobs checklist."""
    d = Doc()
    d.w(ctx.ch(["Surgical Consultant Ward Round", "GENSURG WR", "General Surgery ward round - ", "Acute Surgical Unit round"]),
        " ", ctx.D(ctx.today), "\n")
    d.w("Consultant: ", dr(T["cons"], "full"), "   Reg: ", dr(T["reg"], "full"), "   ", T["jun"].grade, ": ", T["jun"].full(), "\n")
    d.w("Patient: ", pt.full_mid(), "  (", P(str(pt.age), "AGE"), " ", sex_word(pt), ")   ",
        {"AU": "URN", "NZ": "NHI", "IE": "MRN", "CA": "MRN", "UK": "Hosp no.", "US": "MRN"}[ctx.loc], ": ",
        pt.natid[1] if ctx.loc == "NZ" else pt.mrn, "\n")
    d.w("Location: ", ctx.ward(), ", ", ctx.bay_bed(), "\n\n")
    d.w("Background: ", sc["hx"], "\n")
    d.w("PMHx: ", ", ".join(pmh(ctx)), ". Allergies: ", allergy(ctx), ".\n")
    d.w("Current meds: ", ", ".join(meds(ctx)), ".\n")
    d.w(overnight(ctx, T), "\n\n")
    d.w("Issues:\n")
    d.w(" 1. ", sc["dx"], " - ", sc["day"], "\n")
    d.w(" 2. ", ctx.ch(["Analgesia", "Nutrition - dietitian involved", "Mobility - PT review", "Glycaemic control (T2DM)",
                         "AKI - resolving", "Delirium screen neg"]), "\n")
    d.w(" 3. ", social(ctx, pt, lead="Social - "), "\n")
    if pt.given in pools.NICKNAMES and ctx.chance(0.7):
        d.w("    (goes by '", pt.nick(), "')\n")
    d.w("\n")
    d.w("Today: ", sc["subj"], quote(ctx, pt) if ctx.chance(0.3) else "", wish(ctx) if ctx.chance(0.2) else "", " ", vit_str(ctx, vitals(ctx), "line"), ". ", sc["exam"], " ", sc["extra"], "\n")
    d.w(drains(ctx), "\n")
    d.w("Bloods: ", lab_str(ctx, labs(ctx), us=ctx.loc == "US"), "\n\n")
    d.w("Jobs:\n")
    for it in sc["plan"]:
        d.w("[ ] ", it, "\n")
    d.w("[x] Bloods sent ", time_str(ctx, 6, 8), "\n")
    nok = pt.nok
    d.w("[ ] Phone ", nok.rel, " (", nok.giv(), ") on ", nok.tel, " with update\n")
    if ctx.chance(0.4):
        wk = ctx.days(ctx.ri(1, 5))
        d.w("[ ] Book OPD review with ", dr(T["cons"], "fam"), " - clinic ", ctx.Dwkday(wk), " ", ctx.Ddm(wk), "\n")
    d.w("\n")
    d.w(sign_line(ctx, T["jun"], pager=True, lic=True, esign=False))
    if ctx.chance(0.4):
        d.w("Entered by ", ctx.username(T["jun"]), " from workstation ", ctx.ip(), "\n")
    return d


def layout_terse(ctx, pt, T, sc, pod, adm):
    d = Doc()
    d.w(ctx.D(ctx.today, ctx.ch(["dmy2", "dmy"]) if ctx.loc != "US" else "mdy_short"), " ", time_str(ctx, 7, 9), "  WR ",
        dr(T["cons"], "fam"), "\n")
    ref = ctx.ch([[U(pt.fam())], pt.titled(), ["Pt ", pt.initials(True)], [pt.giv_finit()], [U(pt.fam())]])
    d.w(ref, " ", P(str(pt.age), "AGE"), sex_word(pt), " ", sc["day"], " ", sc["dx"].lower(), "\n")
    d.w("Adm ", ctx.D(adm, "dmy2" if ctx.loc != "US" else "mdy_short"), ". ", sc["hx"], "\n")
    d.w("pmh: ", ", ".join(pmh(ctx)), ". all: ", allergy(ctx), "\n")
    d.w(overnight(ctx, T), "\n")
    d.w("c/o: ", sc["subj"].lower(), "\n")
    hr, sbp, dbp, rr, sat, t, o2 = vitals(ctx)
    d.w("obs: %d/%d, %d, %.1f, %d%%, RR %d\n" % (sbp, dbp, hr, t, sat, rr))
    d.w("o/e: ", sc["exam"], "\n")
    if sc["extra"]:
        d.w(sc["extra"], "\n")
    d.w("bloods: ", lab_str(ctx, labs(ctx), us=ctx.loc == "US"), "\n")
    d.w(drains(ctx), "\n")
    d.w("imp: ", ctx.ch(["improving", "slow progress", "stable", "concern"]), ". d/w ", dr(T["reg"], "fam"), " (", T["reg"].grade, ")\n")
    d.w("plan:\n")
    for it in sc["plan"][:4]:
        d.w(" - ", it, "\n")
    nok = pt.nok
    if ctx.chance(0.6):
        d.w(" - ", nok.rel, " ", nok.lower_giv() if ctx.chance(0.3) else nok.giv(), " aware, ph ", nok.tel, "\n")
    if ctx.chance(0.5):
        d.w(social(ctx, pt, lead="sh: "), "\n")
    d.w("\n", T["jun"].initials(False), " / ", T["jun"].grade, " ", ctx.pager(), "\n")
    return d


def generate(ctx):
    pt = make_patient(ctx, age_range=(18, 93))
    T = team(ctx, surgical=True)
    pod = ctx.ri(1, 5)
    adm = ctx.days(-pod - ctx.ri(0, 2))
    sc = ctx.ch(SCENARIOS)(ctx, pt, pod, adm)
    loc = ctx.loc
    if loc == "US":
        lay = ctx.ch([layout_us, layout_us, layout_terse])
    elif loc == "CA":
        lay = ctx.ch([layout_us, layout_issues, layout_issues])
    else:
        lay = ctx.ch([layout_uk, layout_uk, layout_issues, layout_terse])
    return lay(ctx, pt, T, sc, pod, adm)
