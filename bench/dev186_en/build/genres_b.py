"""Genres: hospice IDG note, medication reconciliation, wound flowsheet, telephone triage."""
import clin
import core
from bits import (demo_block, doc, esign, fam, family_line, hdr_agency, pname, ptref, staff)
from case import D, N, addr_segs


def idg(rng, c):
    b = core.NB()
    hdr_agency(rng, b, c, rng.choice(["Interdisciplinary Group (IDG) Meeting Note",
                                      "Hospice IDG Review", "IDT Plan of Care Update"]))
    bp = rng.randint(1, 4)
    start = core.add_days(c.soc, 90 * (bp - 1) if bp <= 2 else 180 + 60 * (bp - 3))
    end = core.add_days(start, 89 if bp <= 2 else 59)
    d = core.add_days(start, rng.randint(3, 55))
    b.f("Meeting date: {md}\n", md=[D(c, d)])
    b.f("Benefit period {bp}: {s} - {e}   Level of care: {l}\n", bp=str(bp), s=[D(c, start)],
        e=[D(c, end)], l=rng.choice(["Routine Home Care", "Routine Home Care", "Continuous Home Care",
                                     "GIP (inpatient unit)", "Respite"]))
    b.t("Patient: ")
    b.seg(pname(rng, c, ["LF", "full", "lfm"]))
    b.f("  ({a:AGE}{s})  MRN {m:MRN}\n", a=str(c.age), s=c.sex, m=c.mrn)
    b.f("Terminal dx: {x} ({i}). Related: {r}.\n", x=c.dx[0], i=c.dx[1],
        r=", ".join(y[2] for y in c.comorb[:2]))
    b.t("Attendees: ")
    att = [["Medical Director "] + doc(rng, c.md2), ["RN CM "] + staff(rng, c.rn, ["full", "il"]),
           ["MSW "] + staff(rng, c.msw, ["full", "il"], cred=False),
           ["Chaplain "] + staff(rng, c.chap, ["full", "il", "last"], cred=False)]
    if rng.random() < 0.6:
        att.append(["HHA "] + staff(rng, c.aide, ["full", "first"], cred=False))
    if rng.random() < 0.4:
        att.append(["Bereavement coordinator "] + staff(rng, c.bcoord, ["full"], cred=False))
    for j, a in enumerate(att):
        b.seg(a)
        b.t("; " if j < len(att) - 1 else "\n\n")
    b.t("CLINICAL (RN):\n")
    pps_now = rng.choice([30, 40, 40, 50, 20])
    b.t("PPS %d%% (prev %d%%). %s. MAC %.1f cm (prev %.1f). Wt %d lb (down %d lb in 30 days).\n" % (
        pps_now, pps_now + 10, rng.choice(["FAST 7a", "FAST 6e", "FAST 7c", "NYHA IV", "ECOG 3", "KPS 40"]),
        rng.uniform(18, 26), rng.uniform(20, 28), rng.randint(88, 170), rng.randint(2, 14)))
    b.t("Symptoms: %s. Intake %s. Sleeping %d-%d h/day.\n" % (
        rng.choice(["dyspnea with minimal exertion, relieved by morphine SL", "pain controlled on fentanyl 25 mcg",
                    "increased terminal restlessness at night", "nausea improved on haloperidol"]),
        rng.choice(["sips and bites", "< 25% of meals", "pureed 2x/day", "Ensure 1-2/day"]),
        rng.randint(14, 18), rng.randint(19, 22)))
    b.t("Comfort kit in home; %d breakthrough doses used past week.\n" % rng.randint(0, 14))
    if rng.random() < 0.5:
        b.f("O2 concentrator (SN {s:DEVICE}) from {dm}; backup tanks x{n}.\n", s=c.serial1,
            dm=core.place(c.dme, "ORGANIZATION"), n=str(rng.randint(2, 6)))
    b.t("\nPSYCHOSOCIAL (MSW):\n")
    b.f("{r} {n} is primary CG, ", r=c.cg_rel.capitalize(), n=[fam(rng, c.cg, ["full", "first"])])
    b.t(rng.choice(["reports exhaustion; respite discussed. ", "coping well, good support from church. ",
                    "tearful, anticipatory grief evident. ", "working full time; "]))
    if rng.random() < 0.5:
        b.f("{r2} {n2} flying in from {co} on {dt}. ", r2=c.f2_rel.capitalize(), n2=[fam(rng, c.fam2)],
            co=core.place(c.country, "COUNTRY") if rng.random() < 0.5 else [(c.cg_city[0], "CITY")],
            dt=[N(c, core.add_days(d, rng.randint(2, 12)), rng)])
    b.f("Funeral home pre-selected: {fh}. POLST: DNR/comfort measures on file.\n",
        fh=core.place(c.funeral, "ORGANIZATION"))
    b.t("\nSPIRITUAL (Chaplain):\n")
    k = rng.randint(0, 2)
    if k == 0:
        b.f("Member of {ch}; Pastor {p} visits weekly. Pt finds comfort in hymns.\n",
            ch=core.place(c.church, "ORGANIZATION"), p=[fam(rng, c.other, ["full", "last"])])
    elif k == 1:
        b.f("No faith community; meaning found in family and {x}. Life review begun.\n",
            x=rng.choice(["gardening", "his years on the railroad", "her quilting", "music"]))
    else:
        b.f("Family requests anointing; priest from {ch} contacted, visit planned {dt}.\n",
            ch=core.place(c.church, "ORGANIZATION"), dt=[N(c, core.add_days(d, 1), rng)])
    b.t("\nAIDE: bathing %s, tolerates bed bath with 2-person turn.\n" % rng.choice(["3x/wk", "2x/wk", "5x/wk"]))
    if rng.random() < 0.3:
        b.f("Family requests care plan before {h:DATE}; grandchildren visiting.\n", h=c.holiday)
    b.t("\nPLAN OF CARE UPDATES:\n")
    for x in rng.sample(["Increase RN visits to 3x/week", "Add lorazepam 0.5 mg SL q4h PRN",
                         "Discontinue statin and metformin (deprescribing)", "Order hospital bed and low air loss mattress",
                         "Volunteer companionship 1x/week", "Continuous care criteria reviewed - not met",
                         "Recertification: continues to meet eligibility", "Respite stay offered"], rng.randint(2, 4)):
        b.t("- " + x + "\n")
    b.f("\nNext IDG: {n}\n", n=[D(c, core.add_days(d, 14))])
    b.t("Medical Director attestation: ")
    b.seg(doc(rng, c.md2))
    b.f("  NPI {n:LICENSE}\n", n=c.md2_npi)
    return b


def medrec(rng, c):
    b = core.NB()
    d = core.add_days(c.soc, rng.randint(0, 3))
    hdr_agency(rng, b, c, rng.choice(["Medication Reconciliation - Home", "Home Medication Review",
                                      "Drug Regimen Review (M2001)"]))
    demo_block(rng, b, c, rng.choice([["name", "dob", "mrn"], ["name", "mrn", "pcp"], ["name", "dob", "acct", "pcp"]]))
    b.f("Review date: {d}\nAllergies: {a}\n", d=[D(c, d)], a=rng.choice(["NKDA", "PCN (rash)", "sulfa (hives); codeine (N/V)",
                                                                           "latex", "morphine (itching)"]))
    b.t("Sources: pill bottles in home; ")
    b.f("discharge med list from {h:HOSPITAL} dated {dd}; fill history from {ph:HOSPITAL} ({pp:PHONE}).\n\n",
        h=c.hosp, dd=[D(c, c.dc_hosp)], ph=c.pharm, pp=c.pharm_phone)
    tab = rng.random() < 0.6
    if tab:
        b.t("%-3s %-34s %-20s %-7s %-16s %-9s %s\n" % ("#", "Medication", "Dose", "Route", "Freq", "Rx#", "Status"))
        b.t("-" * 100 + "\n")
    for j, m in enumerate(c.meds):
        rx = core.idnum(rng, "rx") if rng.random() < 0.4 else ""
        st = rng.choice(["taking", "taking", "taking", "not taking", "new", "changed", "duplicate?"])
        if tab:
            b.t("%-3d %-34s %-20s %-7s %-16s " % (j + 1, m[0], m[1], m[2], m[3]))
            if rx:
                b.p(rx, "IDNUM")
                b.t(" " * (10 - len(rx)))
            else:
                b.t("%-10s" % "--")
            b.t(st + "\n")
        else:
            b.t("%d. %s" % (j + 1, clin.med_line(m, 1)))
            if rx:
                b.f(" [Rx {r:IDNUM}]", r=rx)
            b.t(" - " + st + "\n")
    b.t("\nDISCREPANCIES:\n")
    k = rng.randint(1, 3)
    probs = ["Hospital list has metoprolol tartrate 25 BID; pt taking succinate 50 daily from old bottle",
             "Pt still taking home lisinopril that was held at discharge (K 5.4)",
             "Two bottles of furosemide (generic + Lasix) - duplicate therapy",
             "OTC ibuprofen 400 mg PRN with apixaban - bleeding risk",
             "Insulin glargine pen expired, stored at room temp > 28 days",
             "Pt not taking tamsulosin - cost barrier ($47/mo)",
             "Sliding scale not understood by caregiver"]
    for x in rng.sample(probs, k):
        b.t("* " + x + "\n")
    b.t("\nACTIONS:\n")
    b.f("Faxed discrepancy report to {d} at {f:FAX} at %d:%02d; " % (rng.randint(9, 16), rng.randint(0, 59)),
        d=doc(rng, c.pcp), f=c.pcp_fax)
    b.f("callback from {n} (office nurse) {when}: {o}.\n", n=[(c.clerk.full(), "DOCTOR")],
        when=rng.choice(["same day", "within 2 h", "next morning"]),
        o=rng.choice(["stop ibuprofen, use acetaminophen", "hold lisinopril until BMP rechecked",
                      "discard old bottles", "continue current regimen"]))
    if rng.random() < 0.5:
        b.f("Consulted {pn}, PharmD at {ph:HOSPITAL}, re: interactions; ", pn=[(c.pharm_p.full(), "DOCTOR")],
            ph=c.pharm)
        b.t("recommends %s.\n" % rng.choice(["spacing levothyroxine from iron by 4 h",
                                             "switch to blister packs", "90-day supply sync"]))
    b.seg(family_line(rng, c))
    b.t(" Pill organizer filled for 14 days; ")
    b.t(rng.choice(["CG demonstrated correct fill.\n", "pt able to state purpose of 6/8 meds.\n",
                    "large-print med list left on refrigerator.\n"]))
    if rng.random() < 0.3:
        b.f("Mail-order refills via {u:URL}; account {a:ACCOUNT}.\n", u=c.ag_url.replace("portal", "rx"),
            a=core.acct(rng))
    b.t("\nDRR result: %s\n\n" % rng.choice(["potential clinically significant issues found - MD contacted, resolved within 1 calendar day",
                                             "no issues found", "issues found, MD notified, awaiting response"]))
    esign(rng, b, c, rng.choice([c.rn, c.rn2]), d)
    return b


def wound(rng, c):
    b = core.NB()
    hdr_agency(rng, b, c, rng.choice(["Wound Care Flowsheet", "Wound Assessment & Measurement Record",
                                      "WOUND FLOWSHEET - SN/WOC"]))
    demo_block(rng, b, c, rng.choice([["name", "mrn", "dob"], ["name", "dob", "soc", "pcp"], ["name", "mrn"]]))
    nw = rng.randint(1, 2)
    sites = rng.sample(clin.WOUND_SITES, nw)
    last = c.soc
    for w in range(nw):
        onset = core.add_days(c.soc, -rng.randint(5, 120))
        b.f("WOUND #{n}: {s} -- {t}\nOnset: {o}   Acquired: {a}\n", n=str(w + 1), s=sites[w],
            t=rng.choice(clin.WOUND_TYPES), o=[D(c, onset)],
            a=rng.choice(["prior to SOC", "present on admission", "in agency care"]))
        b.t("%-12s %-16s %-11s %-10s %-22s %-30s %s\n" % ("Date", "L x W x D (cm)", "Undermine", "Tunnel",
                                                          "Exudate", "Tissue", "Pain"))
        L, W, Dp = rng.uniform(1.5, 8.0), rng.uniform(1.0, 5.5), rng.uniform(0.1, 2.4)
        d0 = core.add_days(c.soc, rng.randint(0, 5))
        for r in range(rng.randint(3, 6)):
            dd = core.add_days(d0, 7 * r + rng.randint(0, 2))
            ds = core.dfmt(dd, rng.choice(["mdy", "mdy1", "md"]) if r == 0 else c.nstyle
                           if c.nstyle in ("md", "mdy1", "mdy", "mon3") else "md")
            b.p(ds, "DATE")
            b.t(" " * max(1, 13 - len(ds)))
            last = dd
            b.t("%-16s %-11s %-10s %-22s %-30s %s\n" % (
                "%.1f x %.1f x %.1f" % (L, W, Dp),
                rng.choice(["none", "1.0 cm @ 3", "0.5 cm 2-5", "none"]),
                rng.choice(["none", "none", "2.2 cm @ 12"]), rng.choice(clin.EXUDATE), rng.choice(clin.TISSUE),
                rng.choice(["0", "2", "4", "6", "PAINAD 1"])))
            L, W, Dp = L * rng.uniform(0.75, 1.05), W * rng.uniform(0.75, 1.05), max(0.1, Dp * rng.uniform(0.6, 1.0))
        b.t("Periwound: %s. Odor: %s.\n" % (rng.choice(["intact", "macerated 0.5 cm", "erythema 1 cm, warm",
                                                       "callused", "hemosiderin staining"]),
                                          rng.choice(["none", "none after cleansing", "faint"])))
        b.t("Treatment: " + rng.choice(clin.DRESSINGS) + ".\n")
        if "VAC" in b.buf[-1] or rng.random() < 0.3:
            b.f("NPWT unit serial {s:DEVICE}, canister changed; supplier {dm}.\n",
                s=c.serial2, dm=core.place(c.dme, "ORGANIZATION"))
        if rng.random() < 0.4:
            b.f("Photo uploaded, image ID {i:IDNUM}.\n", i="IMG-" + core.digits(rng, 7))
        b.t("\n")
    b.t("Braden: sensory %d, moisture %d, activity %d, mobility %d, nutrition %d, friction %d = total %d\n" % tuple(
        [rng.randint(1, 4) for _ in range(5)] + [rng.randint(1, 3), rng.randint(9, 19)]))
    b.t("Nutrition: albumin %.1f, prealbumin %d; %s.\n" % (rng.uniform(2.2, 3.9), rng.randint(8, 24),
                                                         rng.choice(["protein supplement BID", "dietitian consult requested",
                                                                     "Juven 1 packet BID", "multivitamin + zinc"])))
    b.t("Offloading: %s.\n" % rng.choice(["turn q2h, wedges; heels floated", "total contact cast per clinic",
                                          "post-op shoe", "group 2 support surface delivered"]))
    if rng.random() < 0.6:
        b.f("Wound clinic: {d} at {pr:HOSPITAL}, next appt {n} %d:%02d.\n" % (rng.randint(8, 15), rng.choice([0, 15, 30, 45])),
            d=doc(rng, c.md2), pr=c.practice, n=[N(c, core.add_days(last, rng.randint(3, 20)), rng)])
    if rng.random() < 0.4:
        b.f("CG {n} taught dressing change; return demo {r}.\n", n=[fam(rng, c.cg)],
            r=rng.choice(["satisfactory", "needs reinforcement", "satisfactory x2"]))
    b.t("\n")
    esign(rng, b, c, c.rn, last)
    return b


def triage(rng, c):
    b = core.NB()
    d = c.today
    sym, short = rng.choice(clin.SYMPTOMS_TRIAGE)
    hdr_agency(rng, b, c, rng.choice(["Telephone Triage Note", "After-Hours Call Log", "On-Call RN Phone Encounter"]))
    hh = rng.choice([0, 1, 2, 3, 5, 6, 18, 19, 20, 21, 22, 23, 14, 16])
    who = rng.random()
    if who < 0.6:
        caller = [c.cg_rel + " ", fam(rng, c.cg, ["full", "first"])]
        cph = c.cg_phone
    elif who < 0.8:
        caller = ["patient ("] + pname(rng, c, ["full", "first", "last_t"]) + [")"]
        cph = c.pt_phone
    else:
        caller = [c.other_rel + " ", fam(rng, c.other, ["full"])]
        cph = core.phone(rng)
    b.f("Call received: {d} at %02d:%02d\nCaller: {c}   Callback #: {p:PHONE}\n" % (hh, rng.randint(0, 59)),
        d=[D(c, d)], c=caller, p=cph)
    b.t("Patient: ")
    b.seg(pname(rng, c, ["LF", "full", "lf"]))
    b.f("  DOB {db}  MRN {m:MRN}  ({s})\n", db=[D(c, c.dob)], m=c.mrn,
        s="hospice" if c.setting == "hospice" else "home health")
    b.f("Call ID: {t:IDNUM}\nReason: {r}\n\n", t=core.idnum(rng, "ticket"), r=sym)
    b.t("CONVERSATION:\n")
    who_says = c.cg_rel.capitalize() if who < 0.6 else "Caller"
    wd2 = core.WDAYS[core.add_days(d, -rng.randint(2, 4)).weekday()]
    lines = {
        "SOB": ["'breathing fast since supper, about 30 a minute'", "lips not blue", "used morphine 5 mg at 21:10 with some relief"],
        "wt gain": [["'scale said 192 this morning, 188 on ", (wd2, "DATE"), "'"], "ankles more swollen", "took furosemide this AM"],
        "fever": ["'felt hot, 101.4 by ear'", "new cough with yellow sputum", "drinking fluids ok"],
        "AMS": ["'not making sense, talking to her mother who passed'", "no fall", "last BM 3 days ago"],
        "fall": ["'found him on the bathroom floor'", "no head strike per pt", "able to stand with help"],
        "hypoglycemia": ["'meter read 42, gave juice, now 88'", "skipped lunch", "glargine given at 21:00"],
        "pain crisis": ["'pain is 8, the pill is not touching it'", "last dose 2 h ago", "no new injury"],
        "constipation": [["'no BM since ", (wd2, "DATE"), "'"], "abdomen bloated", "senna taken nightly"],
        "catheter issue": ["'bag empty since noon'", "lower belly tender", "drinking well"],
        "wound drainage": ["'dressing soaked through'", "drainage pink, no odor", "no fever"],
        "terminal secretions": ["'rattling sound when breathing'", "not responding to voice", "family at bedside"],
        "terminal agitation": ["'trying to climb out of bed all night'", "pulling at clothes", "lorazepam given x1"],
        "line concern": ["'red around the PICC, about two inches'", "no fever", "infusion finished at 18:00"],
        "O2 supply": ["'last tank reads empty'", "concentrator alarming, power ok", "SpO2 86% on pulse ox"],
        "bleeding": ["'nose bleeding 20 minutes'", "pinching helps a bit", "last apixaban dose this morning"],
    }[short]
    qs = [rng.choice(["What is going on?", "Tell me what you are seeing.", "What made you call?"]),
          rng.choice(["Anything else you have noticed?", "What else is different?", "Any other changes?"]),
          rng.choice(["What have you tried so far?", "What has been done so far?", "Any meds given?"])]
    for q, x in zip(qs, lines):
        b.t("RN: " + q + "\n")
        b.f("{w}: {x}\n", w=who_says, x=x)
    b.t("RN: " + rng.choice(["Any chest pain?", "Can you check the pulse ox for me?", "Is " + c.he + " more sleepy than usual?",
                             "Any fever or chills?"]) + "\n")
    b.f("{w}: {x}\n", w=who_says, x=rng.choice(["No.", "Not that I can tell.", "A little, maybe.", "Hold on... no."]))
    b.t("\nPROTOCOL: %s (%s)\n" % (rng.choice(["Schmitt-Thompson home care", "agency on-call protocol 4.2",
                                               "hospice symptom management"]), short))
    disp = rng.randint(0, 3)
    b.t("DISPOSITION: ")
    if disp == 0:
        b.f("RN visit dispatched; {n} en route, ETA 45 min.\n", n=staff(rng, c.rn2, ["full", "first"]))
    elif disp == 1:
        b.t("Instructed to call 911 / go to ED. ")
        b.f("{h:HOSPITAL} ED notified.\n", h=c.hosp)
    elif disp == 2:
        b.f("Paged on-call {d} at {p:PHONE}; orders: {o}. Read back.\n", d=doc(rng, c.md2),
            p=core.phone(rng, ext=rng.random() < 0.4), o=rng.choice(["increase morphine to 10 mg q2h PRN",
                                                                   "furosemide 40 mg extra dose now",
                                                                   "recheck FSBS in 15 min", "UA via straight cath in AM"]))
    else:
        b.t("Home care advice given; caller verbalized understanding. Will call back if worse.\n")
    b.f("Follow-up: day RN to visit {n}; report given to {r}.\n", n=[N(c, core.add_days(d, 1), rng)],
        r=staff(rng, c.rn, ["full", "first", "il"]))
    if rng.random() < 0.3:
        b.f("Call logged by user {u:USERNAME} via softphone, station IP {i:IPADDR}.\n", u=c.user_rn, i=c.ip1)
    b.t("Total call time: %d min\n\n" % rng.randint(6, 38))
    esign(rng, b, c, c.rn2, d, role="on-call RN")
    return b
