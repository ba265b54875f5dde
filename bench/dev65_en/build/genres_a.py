"""Genres 1-4: progress notes, cross-cover/sign-out, admission notes, discharge summaries."""
import datetime as dt

import blocks
import clin
from common import Case
from seg import Doc, P, Seq
from values import COUNTRIES, PROFESSIONS


def _new(rng, style, genre):
    cs = Case(rng, style, genre)
    doc = Doc(rng, style)
    c = cs.ctx()
    return cs, doc, c


# --------------------------------------------------------------------------
# (1) hospitalist progress notes
def progress(rng, style):
    cs, doc, c = _new(rng, style, "progress")
    r = cs.r
    R = lambda t: doc.render(t, c)
    rels = cs.add_family(c, [r.choice(["daughter", "wife", "husband", "son", "sister", "niece"])])
    c["hd"] = str((cs.today - cs.adm).days + 1)
    blocks.header(doc, cs, c, r.choice(["Hospitalist Progress Note", "Medicine Progress Note",
                                        "Hospital Medicine Daily Note", "Progress Note - Medicine"]))
    R("{~HD #{hd}|Hospital day {hd}|hd{hd}} ({~admitted {adm_date}|adm {adm_short}|since {adm_date}})"
      "{~ from {oshany} ({osh_place})| via {hosp_abbr} ED| via ED|}\n\n")
    R("{#Subjective}:\n")
    R(r.choice([
        "{~{pt_mr}|Pt {pt_init}|{pt_first}} reports {~feeling better|less SOB|ongoing nausea|poor sleep}. {~Overnight RN {rn_first} paged re: "
        "BP 88/50, responded to 250 cc LR.|No acute events overnight.|Overnight cross-cover ({res_dr}) gave "
        "haloperidol 0.5 mg for agitation.} {r1} {~at bedside this morning|called at {time}|visited yesterday}, "
        "{~asks about dispo|worried about home safety|updated on plan}.\n",
        "Pt seen and examined at {time}. {He} c/o {~R flank pain|cough productive of yellow sputum|"
        "fatigue|dizziness on standing}. Tolerating diet. {~BM x1.|No BM x3 days.|Foley in place.} "
        "{r1_word} {r1_name} ({r1_phone}) updated by phone.\n",
        "{pt_first} says \"{~I just want to go home|my legs feel like lead|I slept a little better}\". "
        "Denies CP, SOB at rest. Pain 3/10. Walked with PT ({ptx}) in hall x2.\n",
    ]))
    R("\n{#Objective}:\n")
    doc.lit(clin.vitals(r, r.choice(["line", "long"])) + "\n")
    blocks.exam(doc, cs)
    R("\n{#Labs} ({~trend|last 72h|AM labs {today_short}}):\n")
    blocks.labs_block(doc, cs, c, lower=style == "lower")
    if r.random() < 0.5:
        blocks.bmp_line(doc, cs)
    R("\n{#Micro}/{#Imaging}:\n")
    blocks.micro_block(doc, cs, c)
    blocks.imaging_block(doc, cs, c)
    R("\n{#Assessment and Plan}:\n{agesx} w/ {hx1}, {hx2} admitted {adm_short} with {~sepsis|AKI|CHF exacerbation|"
      "syncope|GI bleed|altered mental status}.\n".replace("{hx1}", r.choice(clin.HX)).replace("{hx2}", r.choice(clin.HX)))
    extra = ["  - cards ({cons_dr}) following; appreciate recs\n",
             "  - d/w pharmacy ({pharm}), vanc dosing adjusted\n",
             "  - repeat labs {dplus1} AM\n",
             "  - GI to scope {dplus1} if Hgb stable\n",
             "  - outpatient records requested from {pcp_clinic}, fax {pcp_fax}\n"]
    c["dplus1"] = lambda: cs.dplus(1, r.choice(["short", "wkshort", "abbr"]))
    blocks.ap_block(doc, cs, c, extra=extra)
    R("\nFEN/PPx: {~cardiac diet, heparin SQ, PPI|regular diet, SCDs|NPO p MN, enoxaparin 40}\n")
    R("Code: {~Full code|DNR/DNI (confirmed w/ pt and {r1_word} {r1_name} {adm_short})|DNR, ok to intubate}\n")
    R(r.choice([
        "Dispo: {~PT recommends SNF|likely home w/ HH|home when Cr stable}. CM {cm_first} aware; "
        "referral sent to {snf}. Anticipate d/c {dplus1}.\n",
        "Dispo: pending clinical improvement; {r1_word} prefers {snf} near {r1_city}, {state}. EDD {dplus1}.\n",
        "Dispo: home w/ {hha} vs SNF; insurance ({insurer}) auth pending, ref {authno}.\n",
    ]))
    if r.random() < 0.5:
        R("\nSeen and examined w/ {~resident|intern} {res}; agree w/ above. {att_dr}\n")
    doc.put(cs.sig(c, r.choice(["att", "res", "np"])))
    return cs, doc


# --------------------------------------------------------------------------
# (2) overnight cross-cover and sign-out
def crosscover(rng, style):
    cs, doc, c = _new(rng, style, "crosscover")
    r = cs.r
    g = cs.g
    R = lambda t: doc.render(t, c)
    cs.add_family(c, [r.choice(["daughter", "son", "wife", "husband", "granddaughter"])])
    if r.random() < 0.55:
        # single-event cross-cover note
        blocks.header(doc, cs, c, r.choice(["Cross-Cover Note", "Night Float Event Note",
                                            "Overnight Cross-cover", "NF Note"]))
        R("Called by {~RN|nurse} {rn} (ext {ext}) at {time} {~re:|for|regarding} {event}.\n\n"
          .replace("{event}", r.choice(["hypotension 84/46", "new O2 requirement 4L", "HR 140s irregular",
                                       "fall from bed, no head strike", "agitation, pulling at lines",
                                       "K 6.0 on AM labs", "temp 39.1", "chest pain 6/10",
                                       "blood sugar 42", "melena x1", "UOP <20 cc/h x3h"])))
        R("{#Brief hx}: {agesx} w/ {h1}, {h2}, admitted {adm_short} ({att_dr} team) for {~PNA|CHF|UTI/sepsis|"
          "COPD exac|ETOH w/d}.\n".replace("{h1}", r.choice(clin.HX)).replace("{h2}", r.choice(clin.HX)))
        R("\n{#Evaluation}: Pt seen at bedside {~in|at} room {room}{~, bed {bed}|}. ")
        doc.lit(clin.vitals(r) + ". ")
        blocks.exam(doc, cs)
        R("Stat labs: ")
        blocks.bmp_line(doc, cs)
        if r.random() < 0.6:
            R("Prior: ")
            blocks.labs_block(doc, cs, c, nlabs=r.randint(2, 3), lower=style == "lower")
        R("\n{#Assessment/Plan}:\n")
        R(r.choice([
            "- {~500 cc LR bolus|furosemide 40 IV x1|metoprolol 5 mg IV x1|D50 1 amp|calcium gluconate 1 g} given; "
            "repeat vitals in 1h\n- {~EKG: sinus tach, no acute ST changes|CXR portable ordered (order {ordno})|"
            "lactate 2.8 -> repeat}\n- discussed w/ {~senior|overnight attending} {att_dr}\n",
            "- {~rapid response called|MICU consulted (fellow {fellow})|no escalation needed}; "
            "{r1_word} {r1_name} updated at {r1_phone}\n- will sign out to day team ({res_dr})\n",
        ]))
        R("- {~CT head (acc {acc}) neg|tele monitoring|fall huddle done; bed alarm on|BCx x2 sent, acc {acc}}\n")
        R("- Code status {~full|DNR/DNI per {r1_word} {r1_name} (HCP)}; {~reassessed at {time}|will recheck 0500}\n")
        doc.put(cs.sig(c, "res"))
    else:
        # sign-out list of several patients
        c["svc"] = r.choice(["Medicine Team 3", "Gold team", "Hospitalist B", "Teaching Team 2", "Blue service"])
        R(r.choice(["{#Sign-out} {svc} - {today_wk} ({~day|night} to {~night|day})\n",
                    "{#Handoff} / {svc} / {today}\n", "{#I-PASS SIGNOUT} {svc} {today_short}\n"]))
        R("From: {res} (pgr {res_pager}) -> To: {np} (pgr {np_pager})\nAttending: {att_dr}\n\n")
        pts = []
        for i in range(r.randint(4, 6)):
            sex = r.choice("MF")
            p = g.person(sex)
            age = r.randint(22, 97)
            pts.append((p, age, sex))
        for i, (p, age, sex) in enumerate(pts):
            if i == 0:
                p, age, sex = cs.pt.p, cs.pt.age, cs.pt.sex
            c["_pn"] = (lambda p=p: cs.name(p, "PATIENT", r.choice(["lf", "LF", "last", "full"])))
            c["_pa"] = (lambda age=age: P(str(age), "AGE"))
            c["_sx"] = sex
            c["_rm"] = (lambda: P(g.room(), "LOCATION_OTHER"))
            c["_mrn"] = (lambda: P(g.mrn(), "MRN"))
            c["_hx"] = r.choice(clin.HX)
            c["_prob"] = r.choice(clin.PROBLEMS)[0]
            if i > 0:  # each listed patient gets own relative, outside hospital and PCP
                x = cs.relative(r.choice(["daughter", "son", "wife", "husband", "sister", "niece", "grandson"]))
                c["r1_word"] = x.word
                c["r1_first"] = (lambda x=x: P(x.p.first, "FAMILY"))
                c["r1_name"] = (lambda x=x: cs.rel_name(x))
                c["r1_phone"] = (lambda x=x: P(x.phone, "PHONE"))
                on, oa = g.hospital()
                ot, ost = g.town(), (cs.state if r.random() < 0.7 else g.state())
                c["oshany"] = (lambda on=on, oa=oa: P(r.choice([on, oa]), "HOSPITAL"))
                c["osh_place"] = (lambda ot=ot, ost=ost: cs.place(ot, ost, r.random() < 0.7))
                ps = cs.staff(r.choice(["MD", "NP", "DO"]), "pcp")
                c["pcp"] = (lambda ps=ps: cs.dr(ps))
                c["pcp_phone"] = (lambda: P(g.phone(cs.st_abbr), "PHONE"))
            c["_d"] = (lambda: cs.dplus(r.randint(-3, 1), r.choice(["short", "wkshort"])))
            R("{~Rm|rm|Room|RM} {_rm} {~|- }{_pn} {_pa}{_sx} ({~MRN |}{_mrn})\n")
            R("  I: {~stable|watcher|unstable}. {_prob}; h/o {_hx}.\n")
            R(r.choice([
                "  P: {~f/u K at 2200|recheck trop 0300|repeat lactate|check Hgb after 1u pRBC}; "
                "{~if SBP<90 give 500cc|if HR>130 metoprolol 5 IV|if Hgb<7 transfuse|if agitated haldol 0.5}\n",
                "  P: {~family ({r1_word} {r1_first}) may call at {r1_phone}|HCP is {r1_word} {r1_name}|"
                "daughter visiting, update if asks}; code {~FULL|DNR/DNI}\n",
                "  P: {~cx from {_d} pending (acc {acc})|CT {_d} read pending|MRI ordered {_d}}; "
                "{~dispo {snf}|pending {hha} start|home {_d}}\n",
            ]))
            if r.random() < 0.4:
                R("  SA: {~transfer from {oshany}, {osh_place}|outside records from {oshany} in chart|"
                  "PCP {pcp} ({pcp_phone})}\n")
            doc.lit("\n")
        R("Questions: page {res_first} {res_pager} or {~text via secure chat|call ext. {ext}}.\n")
        doc.put(cs.sig(c, "res"))
    return cs, doc


# --------------------------------------------------------------------------
# (3) admission notes
def admission(rng, style):
    cs, doc, c = _new(rng, style, "admission")
    r = cs.r
    g = cs.g
    R = lambda t: doc.render(t, c)
    rel1, rel2 = cs.add_family(c, [r.choice(["wife", "husband", "daughter", "son", "partner"]),
                                   r.choice(["son", "daughter", "sister", "brother", "niece", "neighbor"])])
    c["cc"] = r.choice(["SOB", "chest pain", "fall", "confusion", "fever", "abd pain", "weakness", "melena",
                        "syncope", "leg swelling"])
    blocks.header(doc, cs, c, r.choice(["History and Physical", "Admission H&P", "Hospital Medicine Admission Note",
                                        "Admit Note"]))
    R("{#Chief Complaint}: {cc}\n")
    R("{#Source}: {~patient, {r1_word} {r1_name}, outside records|pt and chart|EMS, {r2_word} {r2_name}}\n")
    R("{#PCP}: {pcp} at {pcp_clinic} ({pcp_phone})\n\n")
    R("{#HPI}: {~{agesx}|{agewords}|{agesx}} w/ PMH of {h1}, {h2} and {h3} who presents with {cc} x{~2 days|1 week|3 days|several hours}. "
      .replace("{h1}", r.choice(clin.HX)).replace("{h2}", r.choice(clin.HX)).replace("{h3}", r.choice(clin.HX)))
    if r.random() < 0.75:
        c["osh_date"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(0, 2)), r.choice(["short", "slash", "abbr"]))
        R(r.choice([
            "Initially presented to {oshany} in {osh_place} on {osh_date}, where {~BNP 2100 and CXR w/ edema|"
            "lactate 4.1|Hgb 6.2|CT showed SBO|trop 0.34} were noted; transferred to {hosp_abbr} for "
            "{~higher level of care|cardiology eval|GI/IR availability|bed availability}. Transfer accepted by "
            "{att_dr} via transfer center (case {ordno}).\n",
            "Transferred from {osh} ({osh_place}) on {osh_date}. Records faxed from {~{hosp_fax}|OSH}. "
            "{He} received {~ceftriaxone 1 g and 1 L NS|aspirin 324 mg and heparin bolus|2u pRBC} there.\n",
        ]))
    else:
        R("{He} was {~found down by {r2_word} {r2_name}|brought in by EMS from home|sent in from {pcp_clinic}}"
          "{~ near {landmark}|}. ")
        R("In the ED {~BP 88/54|HR 128|SpO2 84% RA|glucose 512}.\n")
    R("\n{#Past Medical History}:\n")
    for hx in r.sample(clin.HX, r.randint(3, 6)):
        doc.lit("- " + hx)
        if r.random() < 0.45:
            doc.lit(" (dx ")
            doc.put(cs.d(cs.adm - dt.timedelta(days=r.randint(400, 9000)), r.choice(["year", "monthyear", "year"])))
            doc.lit(")")
        doc.lit("\n")
    R("{#Past Surgical History}:\n")
    for sx in r.sample(clin.SURG, r.randint(1, 3)):
        doc.lit("- " + sx + " ")
        doc.put(cs.d(cs.adm - dt.timedelta(days=r.randint(300, 12000)), r.choice(["year", "year", "monthyear"])))
        if r.random() < 0.35:
            doc.lit(" at ")
            doc.put(P(g.hospital()[0], "HOSPITAL"))
        doc.lit("\n")
    R("{#Medications}:\n")
    blocks.meds(doc, cs)
    R("{#Allergies}: " + r.choice(clin.ALLERGIES) + "\n\n")
    R("{#Social History}: ")
    R(r.choice([
        "Lives {~with {r1_word} {r1_name}|alone} in {~a house|an apartment|a trailer} in {city}, {state}. ",
        "Lives at {addr} with {r1_word} {r1_name}. ",
        "Resides in {city} ({county}). ",
    ]))
    if cs.pt.retired:
        R("Retired {prof}{~ (worked at {employer} x30 yrs)|}. ")
    else:
        R("{~Works as a|Employed as a|Occupation:} {prof}{~ at {employer}|}. ")
    c["molst"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(30, 1500)), r.choice(["slash", "slash2", "monthyear"]))
    c["immyr"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(3000, 20000)), "year")
    R("{~Born in {country}, moved to US {~as a child|in {yr}}. |Originally from {country}. |}"
      .replace("{yr}", "{immyr}"))
    R("{~Tob: 40 pk-yr, quit {immyr}|Tob: never|current smoker 1 ppd}. {~EtOH: 6 beers/day|social EtOH|"
      "no EtOH}. {~No illicit drugs.|Remote cocaine.|MJ occasionally.} {~Drives; DL {dl} ({dl_st}).|"
      "No longer drives.|}\n")
    c["_fa1"] = lambda: P(str(r.randint(48, 96)), "AGE")
    c["_fa2"] = lambda: P(str(r.randint(40, 90)), "AGE")
    R("{#Family History}: {~Mother|Father} died at {fa1} of {~MI|stroke|colon ca|COPD}; {~brother|sister} "
      "alive at {fa2} w/ {~DM|HTN|breast ca}.\n"
      .replace("{fa1}", "{_fa1}").replace("{fa2}", "{_fa2}"))
    R("\n{#ROS}: 10-pt ROS negative except per HPI.\n\n{#Physical Exam}:\n")
    doc.lit(clin.vitals(r) + "\n")
    blocks.exam(doc, cs)
    R("\n{#Data}:\n")
    blocks.bmp_line(doc, cs)
    blocks.labs_block(doc, cs, c, nlabs=r.randint(3, 5), lower=style == "lower")
    blocks.imaging_block(doc, cs, c)
    R("EKG {adm_short}: {~sinus rhythm 88, LAD, no acute ST changes|AF w/ RVR 142|paced rhythm}\n")
    R("\n{#Assessment and Plan}:\n{agesx} {~admitted for|w/} {cc}.\n")
    blocks.ap_block(doc, cs, c, k=r.randint(3, 4))
    R("\n{#Code status}: {~Full code|DNR/DNI|DNR, OK for BiPAP} ({~discussed w/ pt|per MOLST dated {molst}|"
      "confirmed w/ {r1_word} {r1_name}})\n")
    R("{#Emergency contact}/{#HCP}: {r1_full} ({r1_word}) {r1_phone}; alt {r2_full} {r2_phone}\n")
    R("{#Dispo}: admit to {~medicine|tele|stepdown} on {ward}, {att_dr} attending. EDD {~2-3 days|{dc_date}}.\n")
    doc.put(cs.sig(c, r.choice(["res", "np", "att"])))
    if r.random() < 0.4:
        R("Scribed by {scribe_full} for {att_dr}.\n")
    return cs, doc


# --------------------------------------------------------------------------
# (4) discharge summaries
def discharge(rng, style):
    cs, doc, c = _new(rng, style, "discharge")
    cs.today = cs.dc  # the summary is written on the day of discharge
    r = cs.r
    g = cs.g
    R = lambda t: doc.render(t, c)
    cs.add_family(c, [r.choice(["daughter", "wife", "husband", "son", "granddaughter", "nephew"])])
    blocks.header(doc, cs, c, r.choice(["Discharge Summary", "Hospital Discharge Summary",
                                        "Discharge Summary - Medicine", "D/C Summary"]))
    R("{#Admission date}: {adm_date}    {#Discharge date}: {dc_date}\n")
    R("{#Discharging attending}: {att_dr}    {#PCP}: {pcp}, {pcp_clinic} (ph {pcp_phone}, fax {pcp_fax})\n")
    R("{~{#Referring facility}: {osh}, {osh_place}\n|}\n")
    R("{#Principal diagnosis}: " + r.choice(clin.PROBLEMS)[0] + "\n{#Secondary}: " +
      "; ".join(r.sample(clin.HX, 3)) + "\n\n")
    R("{#Procedures}:\n")
    c["_dsn2"] = lambda: P(g.serial(), "DEVICE")
    c["pd"] = lambda: cs.d(cs.adm + dt.timedelta(days=r.randint(0, cs.los)), r.choice(["short", "slash", "abbr"]))
    R(r.choice([
        "- {pd}: dual-chamber PPM ({~Medtronic Azure|Boston Sci Accolade|Abbott Assurity}), device SN {device_sn}, "
        "RA lead SN {dsn2}, by {cons_dr}\n",
        "- {pd}: EGD ({cons_dr}) - clean-based ulcer, biopsy acc {acc}\n",
        "- {pd}: R IJ tunneled HD catheter, lot/serial {device_sn}\n",
        "- {pd}: thoracentesis R, 1.2 L; fluid acc {acc}\n",
        "- {pd}: TEE/DCCV; ILR implanted, serial {device_sn}\n",
        "- none\n",
    ]).replace("{dsn2}", "{_dsn2}"))
    R("\n{#Hospital Course}:\n{agesx} w/ {~the above|{h1}} admitted {adm_short} "
      .replace("{h1}", r.choice(clin.HX)))
    R(r.choice([
        "from {oshany} with {~sepsis|decompensated HF|AKI}. Treated with {~IV abx|IV diuresis|fluids}. ",
        "via ED after {~a fall at home|syncope at church ({church})|found confused by {r1_word} {r1_name}}. ",
    ]))
    for (a, b) in clin.problems(r, r.randint(2, 4)):
        doc.lit("\n# " + a + ": " + b + ". ")
        if r.random() < 0.5:
            doc.put(Seq(["Improved by ", cs.d(cs.adm + dt.timedelta(days=r.randint(1, cs.los)),
                                               r.choice(["short", "wkshort"])), "."]))
    doc.lit("\n")
    R("\n{#Key labs}:\n")
    blocks.labs_block(doc, cs, c, nlabs=r.randint(2, 4), lower=style == "lower")
    R("\n{#Discharge medications}:\n")
    blocks.meds(doc, cs)
    R("{~NEW: apixaban 5 mg BID. STOPPED: aspirin.|CHANGED: furosemide 40 -> 20 mg.|}\n")
    if r.random() < 0.4:
        c["rx_pharm"] = lambda: P(g.pharmacy(cs.pt.city), "HOSPITAL")
        c["rx_phone"] = lambda: P(g.phone(cs.pt.st_abbr), "PHONE")
        R("Rx sent to {rx_pharm} ({rx_phone}); prescriber DEA {dea}, NPI {att_npi}\n")
    R("\n{#Follow-up appointments}:\n")
    for _ in range(r.randint(2, 4)):
        doc_s = cs.staff(r.choice(["MD", "DO", "NP", "PA-C"]), "fu")
        c["_fdr"] = (lambda s=doc_s: cs.dr(s))
        c["_fclinic"] = (lambda: P(g.clinic(r.choice([cs.hosp_town, cs.pt.city, g.town()])), "HOSPITAL"))
        c["_fdate"] = (lambda: cs.dplus(r.randint(3, 40),
                                        r.choice(["slash", "long", "wk", "abbr", "slash2"])))
        c["_fphone"] = (lambda: P(g.phone(cs.pt.st_abbr), "PHONE"))
        c["_faddr"] = (lambda: Seq([P(g.street(unit=r.random() < 0.3), "STREET"), ", ", P(g.town(), "CITY")]))
        R(r.choice([
            "- {_fdr}, {_fclinic}, {_fdate} at {~9:30 AM|10:15|1:45 PM|0830}. {_faddr}. Ph {_fphone}\n",
            "- {~Cardiology|Nephrology|Pulm|GI|Hem/Onc} at {_fclinic} ({_fdr}) on {_fdate}; call {_fphone} if need to reschedule\n",
            "- {_fclinic} - lab draw (CBC/BMP) {_fdate}\n",
            "- {~Outside|Outpatient} {~echo|PFTs|colonoscopy} at {oshany} {_fdate}, order {ordno}\n",
        ]))
    c["_dpcp"] = lambda: cs.dplus(r.randint(2, 8), r.choice(["slash", "wkshort", "abbr"]))
    R("- PCP {pcp} within 7 days: {~scheduled {dpcp}|pt to call {pcp_phone}}\n".replace("{dpcp}", "{_dpcp}"))
    c["snfaddr"] = lambda: Seq([P(g.street(unit=False), "STREET"), ", ", P(g.town(), "CITY"), ", ",
                                P(cs.st_abbr, "STATE")])
    c["snfph"] = lambda: P(g.phone(cs.st_abbr), "PHONE")
    c["dplus2"] = lambda: cs.dplus(r.randint(1, 3), r.choice(["short", "slash"]))
    R("\n{#Disposition}: ")
    R(r.choice([
        "{snf} ({snfaddr}); report called to {~RN|nurse} {rn2_first} at {snfph}. Transport by {transport} at {time}.\n",
        "Home with {hha} (SOC {dplus2}); {dme} delivering {~hospital bed|O2 concentrator|rolling walker}.\n",
        "Home with {r1_word} {r1_name}; {r1_he} will drive.\n",
        "Acute rehab at {snf}, accepted by {cons_dr}.\n",
    ]))
    R("{#Condition at discharge}: {~stable|improved|fair}. {#Code}: {~full|DNR/DNI}.\n")
    R("{#Pending results}: {~BCx {adm_short} (acc {acc}) NGTD|surgical path acc {acc}|none}\n")
    R("{#Patient instructions}: {~daily weights, call if gain >3 lb|low Na diet 2 g|no driving x6 mo}. "
      "{~MyChart access: {url} (user {portal_user})|Questions: {hosp_phone}}\n")
    R("\n{~cc|CC|Copy to}: {pcp} via fax {pcp_fax}{~; {oshany} records|}\n")
    doc.put(cs.sig(c, r.choice(["att", "res", "np"])))
    if r.random() < 0.3:
        R("DD: {time_c}  DT: {today_short}  {~{att_init}/{scribe_init}|job {ordno}}\n")
    return cs, doc
