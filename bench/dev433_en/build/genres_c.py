"""Genres: breast MDT outcome; operation note."""
import clinical as K
import ctxlib as X
import pools_places as PL


def mdt_outcome(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    post = r.random() < 0.4
    mdate = w.wd(0)
    d.f("{hosp} - {centre}\nBREAST MULTIDISCIPLINARY TEAM MEETING: OUTCOME FORM\n\n", c)
    d.f("Meeting date: {md}   08:00   Venue: {venue}\n", c, md=w.date(mdate, r.choice(["wd_dmy", "wd_long", None])),
        venue=r.choice([[c["building"], " seminar room ", (str(r.randint(1, 9)), "LOCATION_OTHER")],
                        "MS Teams (hybrid)", [c["building"], ", level 2"]]))
    d.f("Chair: {cons2}   MDT Co-ordinator: {mdtc} (ext {ext})\n", c)
    ppl = [c["cons"], c["plas"], c["rad"], c["path"], c["onc"], c["bcn"], c["bcn2"]]
    r.shuffle(ppl)
    d.add("Present: ")
    d.frag(X.nl(ppl[:r.randint(4, 7)], ", "))
    d.add("\n\n")
    d.frag(X.banner(w, c, kind=r.choice([0, 1, 2])))
    d.f("\nMDT ref: {mref}   Referral: {src}\nResponsible consultant: {cons}\nKey worker: {bcn} "
        "(Breast CNS) tel {kt}\n\n", c, mref=w.accession("mdt"),
        src=r.choice(["2WW symptomatic", ["NHS Breast Screening Programme (", (r.choice(PL.IMAGING_SITES),
                                                                            "HOSPITAL"), ")"],
                      ["tertiary referral from ", c["hosp2"]], "routine GP referral"]),
        kt=w.phone(ext=r.random() < 0.5))
    cs = r.choice(["screen-detected", "symptomatic", "symptomatic"])
    d.f("CLINICAL SUMMARY:\n{age}{sx}, {cs} {side} breast lump, {sz} mm clinically. {pmh}. WHO PS {ps}. "
        "{soc}\n\n", c, sx="F" if w.sex == "F" else "M", cs=cs, side=t["side"], sz=t["size"] + r.randint(-4, 6),
        pmh="PMH " + K.comorb(r, r.randint(1, 3), w.sex), ps=r.choice([0, 0, 1, 1, 2]),
        soc=r.choice([["Lives with %s %s " % (c["her"], w.nok_rel), c["nok_fn"], "."],
                      ["Works as a ", c["prof"], "."], "Carer for her husband.",
                      ["Due to travel to ", X.holiday_country(r), " in 3/52."]]))
    if not post:
        d.f("RADIOLOGY ({acc}, {idt}): {m}/{u}; {sz} x {sz2} mm {side} {cl} o'clock lesion; axilla {ax}. "
            "{mri}\n\n", c, acc=w.accession("rad"), idt=w.date(w.days(-r.randint(7, 14))), m=t["m"],
            u=t["u"], sz=t["size"], sz2=t["size2"], side=t["side"], cl=t["clock"],
            ax=r.choice(["U1", "U1", "U3 - FNA C1", "U4 - core B5b"]),
            mri=r.choice(["MRI: unifocal, concordant size.", "MRI not indicated.",
                          "MRI: additional 8 mm enhancing focus same quadrant."]))
        d.f("PATHOLOGY ({spec}): {h}, grade {g}, {rec}, Ki-67 {ki}%. {dc}\n\n", c,
            spec=w.accession("path"), h=t["short"], g=t["grade"], rec=t["receptor"], ki=t["ki67"],
            dc="" if t["dcis"] == "none" else "DCIS %s grade present." % t["dcis"])
        d.f("STAGING: c{T} {n} M0{ct}\n\n", c, T=t["T"], n="N0" if t["nodes"] == "N0" else "N1",
            ct=["; CT CAP ", w.date(w.days(-r.randint(1, 6))), ": no distant disease"] if t["T"] != "T1"
            else " (staging not indicated per NICE NG101 (2018))")
        outs = [
            "%s WLE with Magseed localisation + SLNB (dual tracer Tc99m/Patent Blue)" % t["Side"],
            "%s therapeutic mammoplasty + SLNB; contralateral symmetrisation at same sitting" % t["Side"],
            "%s mastectomy + SLNB; offer immediate reconstruction - see %s" % (t["Side"], "plastics"),
            "Neoadjuvant chemotherapy (%s) - refer medical oncology; marker clip in node" % K.systemic(r),
            "Primary endocrine therapy (letrozole 2.5 mg OD) - frail, patient preference",
        ]
        outcome = r.sample(outs, 2)
    else:
        opd = w.days(-r.randint(10, 21))
        d.f("SURGERY: {op} on {opd} ({cs})\n", c, op=r.choice(["%s WLE + SLNB" % t["Side"],
                                                             "%s mastectomy + SLNB" % t["Side"],
                                                             "%s NSM + DIEP" % t["Side"]]),
            opd=w.date(opd), cs=c["cons_sur"] if r.random() < 0.5 else c["cons"])
        d.f("PATHOLOGY ({spec}): {h}, {sz} mm, grade {g}, {lvi}; margins: {marg}. SLNB {sn}. "
            "p{T}{sub} {pn}. {rec}. NPI {npi}.\n\n", c, spec=w.accession("path"), h=t["short"],
            sz=t["size"], g=t["grade"], lvi="LVI " + t["lvi"],
            marg=r.choice(["clear, closest 3 mm (inferior)", "DCIS 0.5 mm to anterior margin",
                           "invasive tumour at posterior margin (fascia excised)", "all >2 mm"]),
            sn={"N0": r.choice(["0/2", "0/3", "0/1", "1/3 ITC only"]), "N1": "1/2 macrometastasis 4 mm",
                "N1mi": "1/3 micrometastasis 1.2 mm"}[t["nodes"]], T=t["T"], sub=t["sub"],
            pn=t["nodes"], rec=t["receptor"], npi=t["npi"])
        outs = [
            "Re-excision of anterior margin (%s)" % r.choice(["cavity shave", "targeted re-excision"]),
            "Adjuvant RT: %s - refer clinical oncology" % K.rt(r),
            "Oncotype DX recurrence score requested",
            "Adjuvant endocrine therapy: %s" % K.endocrine(r),
            "Refer medical oncology re adjuvant %s" % K.systemic(r, adjuvant=True),
            "No further axillary treatment (POSNOC / Z0011 criteria met)",
            "Genetics referral (Manchester score %d)" % r.randint(10, 22),
        ]
        outcome = r.sample(outs, r.randint(2, 4))
    d.add("MDT RECOMMENDATION:\n")
    for i, o in enumerate(outcome):
        d.add("%d. %s\n" % (i + 1, o))
    if r.random() < 0.5:
        d.f("Guidance: {g}\n", c, g=", ".join(r.sample(K.GUIDELINES, 2)))
    d.f("\nPatient preferences: {pref}\nTrial: {tr}\n", c, pref=r.choice([
        ["Discussed with ", c["pt_t"], " in clinic; keen on breast conservation."],
        ["Wants to delay %s until after " % ("adjuvant treatment" if post else "surgery"),
         (r.choice(PL.HOLIDAYS), "DATE"), " - to be discussed."],
        ["Prefers treatment at ", c["hosp2"], " (closer to home in ", (w.addr["city"], "CITY"), ")."],
        "Not yet known - to be seen in clinic.",
        [c["nok_rel"].capitalize(), " ", c["nok"], " is main carer; transport needs."]]),
        tr=r.choice(["POSNOC eligible", "Not eligible", "SMALL trial - screen", "PRIMETIME - discuss",
                     "Add-Aspirin - discuss", "None open"]))
    d.f("Outcome to be communicated by: {who} on {od}\nGP informed: {gpd} (letter to {gp}, {practice})\n"
        "62-day pathway: referral {refd}, breach date {bd}\n", c, who=r.choice([c["cons"], c["bcn"]]),
        od=w.date(w.wd(r.randint(1, 6))), gpd=w.date(w.wd(r.randint(1, 3))),
        refd=w.date(w.days(-r.randint(14, 30))), bd=w.date(w.days(r.randint(30, 48))))
    d.add("\nForm completed by: ")
    d.frag([c["mdtc"], " (", w.mdtc.username(r), ") ", w.date(mdate), " %02d:%02d" % (r.randint(9, 12), r.randrange(60))])


def operation_note(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    kind = r.choice(["wle", "wle", "mast", "ssm_imp", "ssm_imp", "diep", "diep", "ld", "sym",
                     "tm", "exch"])
    imp = K.implant(r)
    theatre = (str(r.randint(1, 14)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER")
    d.f("{hosp}\nOPERATION NOTE{pr}\n\n", c, pr=r.choice(["", " - BREAST", " (Main Theatres)",
                                                           " - Day Surgery Unit"]))
    d.frag(X.banner(w, c, kind=r.choice([0, 1, 2])))
    d.f("\n\nDate of operation: {od}   Theatre {th}   Start {st}  Finish {fi}\n", c, od=c["today"], th=theatre,
        st="%02d:%02d" % (r.randint(8, 11), r.randrange(60)), fi="%02d:%02d" % (r.randint(12, 17), r.randrange(60)))
    d.f("Episode: {acct}\nSurgeon: {s1}\nAssistant: {s2}\nAnaesthetist: {anaes}\nScrub: {scrub}\n", c,
        s1=c["cons"] if kind not in ("diep", "ld") or r.random() < 0.4 else c["plas"],
        s2=r.choice([c["reg"], c["fellow"], [c["plas"], " (joint case)"]]), scrub=w.nurses[0].full())
    d.f("Anaesthesia: {an}\nWHO checklist and side marking confirmed ({sd} side marked, {mk})\n"
        "Antibiotics: {ab}\nVTE: {vte}\n\n", c, an=r.choice(["GA + LMA", "GA + ETT", "GA + PECS II block",
                                                             "GA + ESP block (ropivacaine 0.375% 20 mL)"]),
        sd=t["side"], mk=r.choice(["arrow", "consented on ward", "checked with patient"]),
        ab=r.choice(["cefuroxime 1.5 g IV at induction", "co-amoxiclav 1.2 g IV at induction",
                     "teicoplanin 400 mg IV (penicillin allergy)", "cefazolin 2 g IV"]),
        vte=r.choice(["TEDS + Flowtrons, enoxaparin 40 mg SC 6 h post-op",
                      "IPC intra-op; dalteparin 5,000 units SC OD from evening", "Caprini 5 - LMWH x28 days"]))
    S = t["Side"]
    if kind == "wle":
        proc = "%s wide local excision (Magseed-localised) + sentinel lymph node biopsy" % S
        body = ("Tc99m nanocolloid injected %s; 1 mL Patent Blue V subareolar. Sentimag confirmed seed. "
                "Curvilinear incision over lesion at %d o'clock. Excised down to pectoral fascia, "
                "orientated with Ligaclips (1 short superior, 2 long lateral, 3 medial). Specimen X-ray: "
                "seed and clip in specimen, lesion central. Cavity shaves: %s. Cavity marked with "
                "titanium clips for RT boost. Axillary incision; %d blue/hot SLNs (max counts %d) - "
                "neoprobe background <10%%. Haemostasis with diathermy. 3-0 Monocryl subcuticular, "
                "Dermabond." % (r.choice(["day before", "morning of surgery"]), t["clock"],
                                r.choice(["none", "anterior", "superior and medial"]), r.randint(1, 3),
                                r.randint(300, 4200)))
    elif kind == "mast":
        proc = "%s simple mastectomy + %s" % (S, r.choice(["SLNB", "axillary node clearance (levels I-III)"]))
        body = ("Elliptical incision including NAC. Flaps raised in the mastectomy plane preserving "
                "subdermal plexus. Breast removed off pectoralis major with fascia. Axillary dissection "
                "preserving long thoracic nerve and thoracodorsal bundle; intercostobrachial nerve %s. "
                "Size 15 Blake drain to axilla via separate stab. 2-0 Vicryl, 3-0 Monocryl. Flat closure, "
                "no dog-ears." % r.choice(["preserved", "sacrificed"]))
    elif kind == "ssm_imp":
        proc = "%s skin-sparing mastectomy + SLNB + immediate prepectoral implant reconstruction with %s ADM" % (
            S, r.choice(K.ADM))
        body = ("Periareolar/lateral extension incision. Mastectomy flaps 6-8 mm, good bleeding on SPY "
                "angiography. Sizers trialled; %s %s %d cc selected. ADM hydrated, wrapped and sutured "
                "to chest wall with 2-0 PDS. Pocket irrigated with triple-antibiotic solution; "
                "no-touch technique, glove change, Keller funnel." % (imp["maker"], imp["model"], imp["vol"]))
    elif kind == "diep":
        proc = "%s %s DIEP free flap breast reconstruction" % (r.choice(["Immediate", "Delayed"]), S.lower())
        body = ("Two-team approach. Flap raised on %d medial row perforators; pedicle length %d cm. "
                "Internal mammary vessels exposed via rib-sparing approach at 3rd interspace. Arterial "
                "anastomosis 9-0 Ethilon interrupted; venous with %s %.1f mm coupler. Ischaemia time %d min. "
                "Flap inset, zone IV discarded. Abdomen closed in layers, umbilicoplasty, 2 Blake drains, "
                "quilting sutures." % (r.randint(1, 3), r.randint(9, 14), "Synovis GEM",
                                      r.choice([2.5, 3.0, 3.5]), r.randint(35, 80)))
    elif kind == "ld":
        proc = "%s extended latissimus dorsi flap reconstruction%s" % (S, r.choice(["", " + implant"]))
        body = ("Lateral decubitus. Skin paddle 18 x 7 cm harvested with muscle and fat extensions; "
                "thoracodorsal nerve divided. Tunnelled high in axilla, inset. Quilting to back wound, "
                "drains x2. Seroma precautions explained.")
    elif kind == "sym":
        proc = "%s breast reduction for symmetrisation (Wise pattern, %s pedicle)" % (
            "Left" if S == "Right" else "Right", r.choice(["inferior", "superomedial"]))
        body = ("Wise pattern marked pre-op in standing position; nipple to be placed at %d cm "
                "(Pitanguy point). De-epithelialised pedicle, resection %d g from lower pole. "
                "T-junction closed with 3-0 Monocryl; NAC viable at end." % (
                    r.randint(20, 25), r.randint(180, 720)))
    elif kind == "tm":
        proc = "%s therapeutic mammoplasty (Hall-Findlay vertical pattern) + SLNB" % S
        body = ("Tumour excised en bloc within the resection pattern, orientated, specimen X-ray "
                "satisfactory. Superomedial pedicle, pillars approximated. Cavity clipped for RT.")
    else:
        proc = "%s removal of tissue expander and exchange to permanent implant, capsulotomy" % S
        body = ("Baker grade I capsule. Expander removed intact (%s). Inferior capsulotomy. %s %s %d cc "
                "inserted." % (r.choice(K.EXPANDERS)[1], imp["maker"], imp["model"], imp["vol"]))
    d.f("PROCEDURE: {p}\n\nINDICATION: {ind}\n\nFINDINGS: {fnd}\n\nDETAILS:\n{b}\n\n", c, p=proc,
        ind={"sym": "Asymmetry following contralateral breast conservation / reconstruction",
             "exch": "Second stage of expander-based reconstruction (expansion complete, %d mL)" % r.randint(250, 500),
             "ld": "Previous %s mastectomy + PMRT; delayed reconstruction" % t["side"]}.get(
                 kind, r.choice(["%s breast %s, %s" % (S, t["short"], t["receptor"]),
                                 "BRCA1 carrier, risk-reducing" if kind in ("ssm_imp", "diep", "mast")
                                 else "%s breast %s (%s)" % (S, t["short"], t["m"])])),
        fnd={"wle": "%d mm firm tumour at %d o'clock, seed in situ." % (t["size"], t["clock"]),
             "tm": "%d mm firm tumour at %d o'clock." % (t["size"], t["clock"]),
             "diep": r.choice(["Good perforators; IMA and IMV of good calibre.", "Dominant lateral row "
                               "perforator on CTA confirmed; small SIEV preserved."]),
             "exch": "Capsule thin, no contracture; expander intact.",
             "sym": "Regnault grade 2 ptosis, moderate macromastia."}.get(
                 kind, r.choice(["Nil unexpected.", "Thin mastectomy flaps medially.",
                                 "Palpable tumour %d mm, not involving skin." % t["size"]])), b=body)
    if kind in ("ssm_imp", "exch", "diep"):
        d.add("IMPLANTABLES (stickers in notes and sent to the Breast and Cosmetic Implant Registry):\n")
        if kind == "diep":
            d.f("Cook-Swartz implantable Doppler probe SN {sn}; Synovis GEM coupler lot {lot}\n", c,
                sn=w.serial("doppler"), lot=w.serial("lot"))
        else:
            d.f("{mk} {md} REF {ref} {vol} cc  SN {sn}  LOT {lot}\n", c, mk=imp["maker"], md=imp["model"],
                ref=imp["ref"], vol=imp["vol"], sn=w.serial(), lot=w.serial("lot"))
        d.add("\n")
    d.f("EBL: {ebl} mL   Drains: {dr}   Specimens: {spec} sent to histology\n\n", c, ebl=r.choice([20, 50, 100, 250, 400]),
        dr=r.choice(["none", "1 x 15Fr Blake", "2 x Redivac", "1 x 19Fr Blake to axilla"]), spec=w.accession("path"))
    d.f("POST-OP INSTRUCTIONS:\n- {po1}\n- {po2}\n- Review in {rv} with histology; BCN {bcn} to phone on "
        "{bd}\n\n", c, po1=r.choice(["Flap obs hourly x24 h then 2-hourly (see chart), keep warm, IV fluids "
                                    "125 mL/h", "Flap obs per protocol; catheter until mobile"]
                                   if kind in ("diep", "ld") else
                                   ["Day case if well; home with drain", "Supportive bra 24/7 for 6/52",
                                    "Drain out when <50 mL/24 h", "Overnight stay; home in the morning if drain <100 mL"]),
        po2=r.choice(["Aspirin 75 mg OD x4/52 (flap)", "Paracetamol + ibuprofen regular, oramorph PRN",
                      "Avoid lifting >2 kg for 6 weeks"] if kind in ("diep", "ld") else
                     ["Paracetamol + ibuprofen regular, oramorph PRN", "Avoid lifting >2 kg for 6 weeks",
                      "Arm exercises per physio leaflet from day 1", "Co-amoxiclav PO x5 days (implant)"
                      if kind in ("ssm_imp", "exch") else "Shower from day 2; Dermabond stays on"]),
        rv=r.choice(["2/52", "10-14 days", "the results clinic"]), bd=w.date(w.wd(r.randint(1, 3))))
    d.frag(X.signature(w, w.cons if kind not in ("diep", "ld") else w.plastic,
                       r.choice(["Consultant Oncoplastic Breast Surgeon", "Consultant Plastic Surgeon",
                                 "Consultant Breast Surgeon"]), lic_p=0.5))
    if r.random() < 0.5:
        d.add("\n")
        d.frag(X.audit(w, c, who=w.reg))
