"""Genres: resident medication administration chart, memory clinic letter, advance care planning."""
import clin as K
import common as CM
import gen as G
from case import nm
from nb import V, join


def mar_chart(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    n.add(r.choice(["RESIDENT MEDICATION ADMINISTRATION RECORD (MAR)\n", "eMAR - Medication Administration Chart\n"]
                   if uk else ["National Residential Medication Chart (NRMC) - administration record\n",
                               "RESIDENT MEDICATION ADMINISTRATION CHART\n"]))
    n.f("Facility: {home}   Wing: {unit}   Room: {room}\n", ctx)
    n.f("Resident: {nm}   DOB: {dob}   ", ctx, nm=nm(c.pt, r.choice(["LF", "LFM", "full", "lf"])))
    if uk:
        n.f("NHS No: {id}\n", ctx, id=V("MRN", c.nhs))
    else:
        n.f("Medicare: {id}   URN: {u}\n", ctx, id=V("HEALTHPLAN", c.medicare), u=V("MRN", c.hospno))
    n.f("Known as: {nick}   Allergies/ADRs: {al}   Weight: {w} kg ({wd})\n", ctx, nick=nm(c.pt, "nick"),
        al=r.choice(K.ALLERGIES), w="%.1f" % (r.randrange(380, 900) / 10), wd=c.D(-r.randrange(1, 28), "dm"))
    n.f("Prescriber: {gp}   {lab} {lic}\n", ctx, gp=CM.sref(c, c.gp, r.choice([0, 2])),
        lab="GMC" if uk else "Prescriber No.", lic=V("LICENSE", c.gp.lic if uk else G.prescriber(r)))
    n.f("Supplying pharmacy: {pharmacy}  Ph {pharmacy_phone}  Fax {pharmacy_fax}\n", ctx)
    ndays = r.randrange(4, 8)
    start = -r.randrange(ndays, ndays + 10)
    n.f("Chart period: {a} to {b}\n", ctx, a=c.D(start), b=c.D(start + 27))
    n.add("Swallowing: " + r.choice(["tablets whole with water", "crush where appropriate (see pharmacist list)",
                                     "IDDSI level 2 mildly thick fluids - use thickened water"]) + "\n\n")
    dstyle = r.choice(["dm", "d_mon", "dm"])
    days = [start + 7 + i for i in range(ndays)]
    hdr = "%-32s %-6s %-5s" % ("Medication / dose / route", "Time", "")
    n.add(hdr)
    for d in days:
        n.add("| ")
        n.put(c.D(d, dstyle))
        n.add(" " * (7 - len(G.fmt_date(c.day(d), dstyle))))
    n.add("\n" + "-" * (44 + 9 * ndays) + "\n")
    team = r.sample(c.rns[:3] + c.carers[:2], r.randrange(3, 5))
    meds = K.med_list(c, r.randrange(4, 8), prn=False)
    codes = ["R", "S", "W", "H", "A", "N"]
    for m in meds:
        times = m[4] or ["0800"]
        for j, t in enumerate(times[:2]):
            label = ("%s %s %s" % (m[0], m[1], m[2])) if j == 0 else "  (cont.)"
            n.add("%-32s %-6s %-5s" % (label[:32], t, ""))
            for d in days:
                n.add("| ")
                if r.random() < 0.08:
                    code = r.choice(codes)
                    n.add(code + " " * 6)
                else:
                    who = r.choice(team)
                    n.put(nm(who, "initials"))
                    n.add(" " * 5)
            n.add("\n")
    wk = c.day(r.randrange(-3, 4))
    if r.random() < 0.6:
        n.f("Alendronic acid 70 mg weekly - due {wd} (give 30 min before food, upright).\n", ctx,
            wd=V("DATE", G.WD[wk.weekday()]))
    n.add("\nCodes: R refused, S sleeping, W withheld (see notes), H in hospital, A absent/on leave, N nausea/vomiting\n\n")
    n.add("PRN ADMINISTRATIONS\nDate       Time   Medicine              Dose     Reason               Outcome        By\n")
    for k in range(r.randrange(2, 5)):
        m, dose, why = r.choice([("Paracetamol", "1 g", "pain L hip"), ("Paracetamol", "500 mg", "headache"),
                                 ("Oxycodone", "2.5 mg", "pain with dressing"), ("Lorazepam", "0.5 mg", "agitation"),
                                 ("Macrogol", "1 sachet", "constipation"), ("GTN spray", "1 spray", "chest tightness"),
                                 ("Zopiclone", "3.75 mg", "unsettled overnight"), ("Oxycodone", "2.5 mg", "back pain")])
        n.put(c.D(days[0] + r.randrange(ndays)))
        n.add("  %s  %-20s  %-7s  %-19s  %-13s  " % (
            c.time(), m, dose, why,
            r.choice(["effective", "partial effect", "settled 1 h", "no effect - GP informed"])))
        n.put(nm(r.choice(team), "initials"))
        n.add("\n")
    n.add("\nSIGNATURE REGISTER\nInitials  Name                     Designation\n")
    for who in team:
        n.put(nm(who, "initials"))
        n.add("        ")
        n.put(nm(who, "full"))
        n.add(" " * max(2, 25 - len(who.first) - len(who.last)) + who.role + "\n")
    if r.random() < 0.6:
        n.f("\nPharmacist chart review: {ph} ({lab} {lic}) on {d} - {note}\n", ctx,
            ph=nm(c.pharmacist, r.choice(["full", "init_last"])), lab=c.pharmacist.lic_label,
            lic=V("LICENSE", c.pharmacist.lic), d=c.D(start + 3),
            note=r.choice(["no interactions of concern.", "suggest review of PRN lorazepam use.",
                           "omeprazole - indication? consider step-down.", "crushing list updated."]))
    n.add("\nAudit: ")
    who = r.choice(team)
    n.f("last round signed off by user {u} from workstation {ip} (fingerprint login ID {bio}) at {t} on {d}.\n", ctx,
        u=V("USERNAME", who.user), ip=V("IPADDR", G.ip(r)), bio=V("BIOID", G.bioid(r)), t=c.time(),
        d=c.D(days[-1]))
    if r.random() < 0.5:
        n.f("Chart printed {d} by {u}. Page 1 of {p}.\n", ctx, d=c.D(days[-1] + 1), u=V("USERNAME", c.manager.user),
            p=str(r.randrange(2, 4)))


def memory_letter(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    n.put(CM.letterhead(c, c.memory))
    n.f("\nOur ref: {ref}   Clinic date: {cd}\nDate typed: {td}\n\n", ctx,
        ref=V("IDNUM", r.choice(["MAS/", "MC-", "CDAMS/"]) + str(c.v.year) + "/" + G.digits(r, 4)),
        cd=c.D(0), td=c.D(r.randrange(2, 12)))
    n.f("PRIVATE AND CONFIDENTIAL\n{gp}\n{practice}\n", ctx, gp=nm(c.gp, "dr_full"))
    st = "%d %s %s" % (r.randrange(1, 200), r.choice(["High", "Market", "Church", "Station", "Sturt", "Main"]),
                       r.choice(["Street", "Road", "Parade"]))
    if uk:
        n.f("{st}\n{town}\n{pc}\n\n", ctx, st=V("STREET", st), pc=V("ZIP", G.ukpostcode(r, c.pc_area)))
    else:
        n.f("{st}\n{town} {state} {pc}\n\n", ctx, st=V("STREET", st), state=V("STATE", c.region), pc=V("ZIP", c.postcode_fixed))
    n.f("Dear {gp},\n\n", ctx, gp=nm(c.gp, "title_last"))
    n.f("Re: {nm}, DOB {dob}, ", ctx, nm=nm(p, r.choice(["title_full", "full", "LF"])))
    n.put(c.ids_line(("mrn",)))
    at_home = r.random() < 0.5
    n.f("\n{addr}\n\n", ctx, addr=c.address("pt", "line") if at_home else [V("HOSPITAL", c.home), ", ", c.address("home", "short")])
    dx = r.choice(["Alzheimer's disease, mild stage", "Mixed Alzheimer's and vascular dementia, moderate stage",
                   "Dementia with Lewy bodies", "Mild cognitive impairment (amnestic)", "Behavioural variant frontotemporal dementia (possible)",
                   "Alzheimer's disease with behavioural and psychological symptoms (BPSD)"])
    n.add("Diagnosis: " + dx + "\n")
    n.add("Other problems: " + ", ".join(x[0] for x in K.pick(r, [q for q in K.PROBLEMS if "ementia" not in q[0] and "Alzheimer" not in q[0]], 3)) + "\n\n")
    first_visit = r.random() < 0.5
    n.f("I {saw} {pt_tl} {when} in the {clinic}, accompanied by {hr} {rel} {fam}", ctx,
        saw=r.choice(["saw", "reviewed", "had the pleasure of seeing"]),
        when="today" if r.random() < 0.5 else ["on ", c.D(0, r.choice(["wd_long", "wd_comma", c.style]))],
        clinic=r.choice(["memory clinic", "clinic", "outreach clinic at the care home"]), hr=c.his, rel=c.nok1.rel,
        fam=nm(c.nok1, r.choice(["first", "full"])))
    if r.random() < 0.6:
        n.f(", who works as {a} {pr}", ctx, a=G.art(c.nok1.prof), pr=V("PROFESSION", c.nok1.prof))
    n.add(". ")
    if first_visit:
        n.f("This was {his} first assessment following your referral of {d}.\n\n", ctx, d=c.D(-r.randrange(30, 120)))
    else:
        n.f("{He} was last seen on {d}, when {he} scored {sc}.\n\n", ctx, d=c.D(-r.randrange(120, 400)),
            sc=r.choice(["ACE-III 78/100", "MMSE 24/30", "MoCA 21/30", "RUDAS 22/30"]))
    n.add("History\n")
    durw, durd = r.choice([("two years", 730), ("18 months", 545), ("three years", 1095), ("12 months", 365)])
    n.f("{fam} describes {sym} over roughly {dur}, first noticed around {d}. ", ctx, fam=nm(c.nok1, "first"),
        sym=r.choice(["repetitive questioning and misplacing items", "getting lost on familiar routes",
                      "difficulty managing finances and the bills", "visual hallucinations of children in the garden",
                      "word-finding difficulty and losing the thread of conversation"]),
        dur=durw, d=r.choice([c.D(-durd - r.randrange(0, 60), "my"), c.D(-durd, "y"), V("DATE", "Christmas " + str(c.day(-durd).year))]))
    n.f("{He} previously worked as {a} {prof} and {act}. ", ctx, a=G.art(c.prof), act=r.choice(
        ["still completes the crossword most days", "was managing the household until recently",
         ["sang with ", V("ORGANIZATION", c.club), " until last year"], "gave up bowls recently"]))
    n.add(r.choice(["No features of delirium today. ", "Mood is low at times; sleep fragmented. ", "Denies hallucinations. "])
          + r.choice(["Falls x1 in the last 6 months.", "No falls.", "REM sleep behaviour disorder reported by spouse."]) + "\n\n")
    n.add("Examination and testing\n" + "; ".join(K.cog_scores(c)) + ".\n")
    n.add(K.vitals(c, short=True) + ". " + r.choice(["No focal neurology.", "Mild bradykinesia, no tremor.", "Frontal release signs absent."]) + "\n")
    n.f("{img} on {d} ({h}, accession {acc}): {fnd}\n", ctx, img=r.choice(["MRI brain", "CT head", "FDG-PET"]),
        d=c.D(-r.randrange(14, 90)), h=V("HOSPITAL", c.hosp), acc=V("IDNUM", G.accession(r, c.v.year)),
        fnd=r.choice(["bilateral hippocampal atrophy (MTA 3), Fazekas 2.", "moderate small vessel ischaemic change.",
                      "posterior cingulate hypometabolism consistent with AD.", "no structural lesion."]))
    n.add("Bloods: " + K.lab_block(c, 5, ", ") + " - unremarkable for a reversible cause.\n\n")
    n.add("Driving\n")
    if r.random() < 0.75:
        lic = G.uk_licence(r, p.last, p.first, c.dob) if uk else G.au_licence(r)
        car = r.choice(["silver Honda Jazz", "blue Ford Focus", "white Toyota Corolla", "red Kia Picanto", "green Holden Astra"])
        n.f("{He} still holds a licence (no. {lic}) and drives a {car}, registration {reg}. ", ctx, lic=V("LICENSE", lic),
            car=car, reg=V("VEHICLE", G.vehicle(r, c.country)))
        n.add(r.choice(["I have advised that {he} stops driving and notifies the DVLA." if uk else
                        "I have advised that {he} stops driving and notifies the licensing authority.",
                        "An on-road OT driving assessment has been requested.",
                        "The family have agreed to take the car keys."]).format(he=c.he) + "\n\n")
    else:
        n.add("Stopped driving several years ago.\n\n")
    n.add("Plan\n")
    plans = [r.choice(["Start donepezil 5 mg nocte, increase to 10 mg after 4 weeks if tolerated.",
                       "Start rivastigmine patch 4.6 mg/24 h.", "Add memantine 5 mg, titrate weekly to 20 mg.",
                       "Continue donepezil 10 mg."]),
             "ECG before cholinesterase inhibitor: HR %d, PR %d ms." % (r.randrange(56, 90), r.randrange(140, 220))]
    n.add("1. " + plans[0] + "\n2. " + plans[1] + "\n")
    sw = c.sw
    n.f("3. Referral to our dementia adviser {sw} (tel {ph}); information leaflets and {url} given.\n", ctx,
        sw=nm(sw, r.choice(["full", "first"])), ph=V("PHONE", sw.phone), url=V("URL", G.url(r, r.choice(
            ["dementia support", "memory service resources", "carer support network"]))))
    n.f("4. {att} - encouraged to complete while {he} retains capacity.\n", ctx, att=r.choice(
        ["LPA for health and welfare", "Lasting Power of Attorney"] if uk else ["EPOA", "Advance Care Directive"]))
    n.f("5. Review in {mo} months, around {d}.\n\n", ctx, mo=str(r.randrange(3, 7)), d=c.D(r.randrange(90, 200), "my"))
    if r.random() < 0.35:
        n.f("This consultation was held by video (session {sid}, connection from {ip}).\n\n", ctx,
            sid=V("IDNUM", "VC-" + G.digits(r, 7)), ip=V("IPADDR", G.ip(r)))
    author = c.geri if r.random() < 0.7 else c.reg
    n.put(CM.sig_block(c, author, with_contact=r.random() < 0.3))
    n.put(CM.typist(c, author))
    n.put(CM.cc_list(c, include_home=not at_home))


def acp(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    n.add(r.choice(["ADVANCE CARE PLANNING - DISCUSSION RECORD\n", "Advance Care Planning Conversation\n",
                    "ReSPECT / Advance Care Planning discussion\n" if uk else "Goals of Care and Advance Care Plan\n"]))
    n.put(CM.id_banner(c, extra=r.choice([("mrn",), ("res", "mrn"), ("hp",)])))
    n.f("Facility: {home}, {unit}, room {room}\n", ctx)
    n.f("Date: {d}   Time: {t}   Duration: {dur} min\n", ctx, d=c.D(0, r.choice([c.style, "wd_comma", "wd_long"])),
        t=c.time(), dur=str(r.randrange(25, 75)))
    n.add("\nPresent:\n")
    n.f("- {pt_full} (resident)\n", ctx)
    n.f("- {n1} ({nok1_rel}; {att})\n", ctx, n1=nm(c.nok1, r.choice(["full", "title_full"])),
        att=r.choice(["LPA health and welfare", "attorney"] if uk else ["EPOA", "Enduring Guardian", "Medical Treatment Decision Maker"]))
    if r.random() < 0.7:
        n.f("- {n2} ({nok2_rel}) by phone from {town} on {ph}\n", ctx, n2=nm(c.nok2, "full"),
            town=V("CITY", c.nok2.town), ph=V("PHONE", c.nok2.mobile))
    n.f("- {gp} (GP)\n- {rn}\n", ctx, gp=CM.sref(c, c.gp), rn=CM.sref(c, c.rns[1], 0))
    if c.lang and r.random() < 0.8:
        interp = c.staff("", "Interpreter")
        n.f("- {i} ({lang} interpreter, {lab} {num})\n", ctx, i=nm(interp, "full"), lang=c.lang,
            lab="booking ref" if uk else "NAATI no.", num=V("IDNUM", G.digits(r, 6)) if uk else V("LICENSE", "CPN" + G.digits(r, 7)))
    n.add("\nCapacity\n")
    n.add(r.choice(["Resident able to understand, retain and weigh the information and communicate a choice regarding these decisions.",
                    "Lacks capacity for these decisions (2-stage test documented); discussion held in best interests with attorney.",
                    "Fluctuating capacity; discussion held mid-morning when at best. Views sought directly where possible."]) + "\n\n")
    n.add("What matters most\n")
    quotes = [["\"I want to stay here at ", V("HOSPITAL", c.home), ", I don't want to go back to ", V("HOSPITAL", c.hosp), ".\""],
              ["\"I'd like to see my great-grandchild born in ", V("DATE", G.MONTHS[c.day(r.randrange(30, 150)).month - 1]), ".\""],
              ["\"Keep me comfortable. ", V("FAMILY", c.spouse_name), " went in hospital and it was awful.\""],
              ["\"I want " + r.choice(["Father ", "Reverend ", "Pastor "]), V("FAMILY", r.choice(["O'Connor", "Kelleher", "Papadakis", "Moloney", "Brennan"])), " from ",
               V("ORGANIZATION", c.church), " to visit.\""],
              ["Wants to be home for ", V("DATE", r.choice(["Christmas", "Easter", "Anzac Day" if not uk else "Christmas Day", "Mother's Day" if c.pt.sex == "F" else "Father's Day"])),
               " with the family if possible."]]
    r.shuffle(quotes)
    for q in quotes[:r.randrange(2, 4)]:
        n.add("- ")
        n.put(q)
        n.add("\n")
    n.add("\nClinical background\n")
    n.put(K.problem_list(c, r.randrange(3, 6), numbered=False))
    n.add("Trajectory: " + r.choice(["gradual decline, two admissions in the last 6 months.",
                                     "frailty progressing; weight loss 8% over 6 months.",
                                     "advanced dementia, now dependent for all ADLs."]) + "\n\n")
    n.add("Decisions and recommendations\n")
    n.f("CPR: {cpr}  (form ref {ref}, completed {d})\n", ctx,
        cpr=r.choice(["not for attempted CPR", "DNACPR", "for CPR (resident's wish, discussed)"]),
        ref=V("IDNUM", r.choice(["RSP-", "DNR", "ACD-"]) + G.digits(r, 6)), d=c.D(0))
    n.add("Hospital transfer: " + r.choice(["only for symptom control not manageable here (e.g. fractured hip).",
                                           "prefers treatment in the home; oral antibiotics acceptable.",
                                           "for ward-based care but not ICU."]) + "\n")
    n.add("Artificial nutrition: " + r.choice(["no PEG/NG feeding.", "not for tube feeding; comfort feeding."]) + "\n")
    n.f("Preferred place of death: {pl}\n", ctx, pl=r.choice([[V("HOSPITAL", c.home)], ["own room at ", V("HOSPITAL", c.home)],
                                                              ["hospice (", V("HOSPITAL", r.choice(["St Columba's Hospice", "Wattle Hill Hospice", "Beacon Point Hospice"])), ")"]]))
    if r.random() < 0.6:
        n.f("Funeral: prepaid plan with {fd} (plan no. {pn}); {n1} has the paperwork.\n", ctx,
            fd=V("ORGANIZATION", r.choice(["Rowntree & Daughters Funeral Directors", "Blackwood Family Funerals",
                                            "Tranquil Gardens Funerals", "C. Pascoe & Sons Funeral Directors"])),
            pn=V("ACCOUNT", "FP" + G.digits(r, 7)), n1=nm(c.nok1, "first"))
    if uk:
        n.f("LPA registered with the OPG on {d}, reference {ref}.\n", ctx, d=c.D(-r.randrange(200, 2000)),
            ref=V("IDNUM", "7%s-%s-%s" % (G.digits(r, 3), G.digits(r, 4), G.digits(r, 4))))
    else:
        n.f("Advance Care Directive signed {d}; witnessed by {w} (JP no. {jp}).\n", ctx, d=c.D(-r.randrange(30, 900)),
            w=V("FAMILY", r.choice(["Graham Tunstall", "Leanne Dalton", "Peter Ashby", "Belinda Raftery"])),
            jp=V("LICENSE", G.digits(r, 6)))
    n.add("\nCommunication\n")
    n.f("Copy to {gp}; {hosp} notified via {em}; plan uploaded to {sys}. {n1} to share with family ({n1e}).\n", ctx,
        gp=CM.sref(c, c.gp, 0), hosp=V("HOSPITAL", c.hosp), em=V("EMAIL", G.email(r, "acp.coordinator")),
        sys="SystmOne" if uk else "My Health Record", n1=nm(c.nok1, "first"), n1e=V("EMAIL", c.nok1.email))
    n.f("Review: {d} or on change in condition.\n\n", ctx, d=c.D(r.randrange(60, 180), r.choice(["my", c.style])))
    n.put(CM.esign(c, c.gp if r.random() < 0.6 else c.np))
