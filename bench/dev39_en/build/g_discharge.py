"""Inpatient medicine discharge summaries."""

from render import P
from common import TD, us_like, yr
import snippets as S
import pools

PROBLEMS = [
    dict(key="cap", title="Community-acquired pneumonia, right lower lobe",
         hpi="{~3|4|5} days of productive cough, fevers and increasing breathlessness. {He} was found by {his} {nokrel} {nok} to be more confused than usual and brought to the {v_ed}",
         course="Treated with IV ceftriaxone and oral doxycycline, switched to oral antibiotics on {dB} after {he} had been afebrile for 48 hours. CXR (acc {acc}) showed right lower lobe consolidation; repeat film not required. CRP fell from 214 to 38. Oxygen weaned to room air by {dA}. Seen by {physio.full} (physiotherapy), who cleared {him} for discharge home.",
         meds=("ceftriaxone", "doxycycline")),
    dict(key="uro", title="Urosepsis secondary to E. coli pyelonephritis",
         hpi="rigors, dysuria and right loin pain for 2 days. Lactate 3.1 on arrival, BP 88/50",
         course="Sepsis pathway commenced in the {v_ed}. Blood cultures (acc {acc}) grew E. coli sensitive to ceftriaxone and co-amoxiclav. Renal ultrasound on {dA} showed no hydronephrosis. Fluid resuscitated with 3 L crystalloid; lactate normalised. Stepped down to oral antibiotics on {dB} to complete 14 days in total.",
         meds=("ceftriaxone",)),
    dict(key="hf", title="Acute decompensated heart failure (HFrEF, EF 30%)",
         hpi="2 weeks of worsening exertional breathlessness, orthopnoea (3 pillows) and bilateral leg swelling; weight up 6 kg",
         course="Diuresed with IV furosemide 80 mg BD with strict fluid balance and daily weights; net negative 7.2 L. Weight on discharge 71.4 kg (dry weight target). Echo (acc {acc}) on {dA}: EF 30%, moderate MR. Reviewed by cardiology ({cons}) who recommended spironolactone and uptitration of beta-blocker as an outpatient. Renal function stable (creatinine 142 on {dB}).",
         meds=("furosemide", "spironolactone")),
    dict(key="copd", title="Infective exacerbation of COPD",
         hpi="increased sputum volume and purulence with wheeze for 4 days despite rescue pack from {his} {v_gp}",
         course="Managed with nebulised bronchodilators, prednisolone 30 mg for 5 days and doxycycline. Required NIV for 18 hours on admission (pH 7.29, pCO2 8.4). Weaned to nasal cannula by {dA}. Target saturations 88-92%. Inhaler technique reviewed by the respiratory nurse {rn2.full}. Pulmonary rehab referral sent on {dB}.",
         meds=("prednisone", "doxycycline", "tiotropium")),
    dict(key="aki", title="Acute kidney injury (stage 2) on CKD 3b, pre-renal",
         hpi="poor oral intake for a week following a viral illness, with postural dizziness. Creatinine 288 (baseline 140)",
         course="ACE inhibitor and diuretic held on admission. IV fluids for 48 hours; creatinine improved to 151 by {dB}. Renal tract ultrasound (acc {acc}) unremarkable. Ramipril remains on hold; please recheck U&E on {dC} before restarting.",
         meds=("lisinopril",)),
    dict(key="hypona", title="Hyponatraemia (Na 118), thiazide-associated",
         hpi="3 days of confusion, unsteadiness and nausea. Recently started on indapamide by {his} {v_gp}",
         course="Indapamide stopped. Fluid restricted to 1 L/day. Sodium corrected slowly (not more than 8 mmol/L per 24 h): 118 on admission, 124 on {dA}, 131 on {dB}. Paired osmolalities (acc {acc}) in keeping with thiazide effect. Confusion resolved. Please do not restart thiazide diuretics.",
         meds=()),
    dict(key="cell", title="Left lower limb cellulitis",
         hpi="spreading redness, swelling and pain of the left shin for 3 days with fever 38.6",
         course="IV flucloxacillin then oral step-down on {dA}. Leg elevated; margins marked and receded daily. Doppler (acc {acc}) negative for DVT. Tinea between toes treated. District nurses to review the leg on {dC}.",
         meds=()),
    dict(key="gib", title="Upper GI bleed - duodenal ulcer (Forrest IIb)",
         hpi="two episodes of coffee-ground vomiting and melaena. Hb 71 on arrival (baseline 128). On aspirin and naproxen",
         course="Transfused 2 units red cells. OGD on {dA} ({cons}) showed a 12 mm duodenal ulcer with adherent clot; injected and clipped. High-dose PPI infusion for 72 hours then oral. CLO test (acc {acc}) positive - H. pylori eradication started {dB}. Naproxen stopped permanently. Hb stable at 94 on discharge.",
         meds=("omeprazole",)),
    dict(key="af", title="Atrial fibrillation with rapid ventricular response, new diagnosis",
         hpi="palpitations and breathlessness since the evening of {dA}; HR 148 irregular on arrival",
         course="Rate controlled with IV then oral beta-blocker; digoxin added on {dB}. TSH normal. Echo (acc {acc}) showed biatrial dilatation, EF 50%. CHA2DS2-VASc 5, HAS-BLED 2: apixaban commenced after discussion with {him} and {his} {nokrel} {nok}. Cardiology ({cons}) happy for outpatient review.",
         meds=("apixaban", "metoprolol succinate", "digoxin")),
    dict(key="delir", title="Hypoactive delirium secondary to urinary tract infection",
         hpi="increased confusion, reduced oral intake and new urinary incontinence over 4 days, noticed by {his} {nokrel} {nok}",
         course="4AT 8 on admission. MSU (acc {acc}) grew Klebsiella; treated with nitrofurantoin for 5 days. Delirium bundle: hydration, bowel care, glasses and hearing aids, sleep hygiene. Quetiapine avoided. Cognition improved but not yet at baseline - memory clinic review suggested. Collateral from {nok} on {dA}.",
         meds=("nitrofurantoin",)),
    dict(key="rhabdo", title="Fall with long lie and rhabdomyolysis",
         hpi="found on the floor by {his} {nokrel} {nok} on the morning of {dA}; estimated lie of 14 hours",
         course="CK 18,400 on admission, peaked at 22,100 and fell to 1,950 by {dB} with IV fluids. No fracture on CT head/C-spine (acc {acc}) or pelvis X-ray. Pressure area to the left hip, grade 2, dressed by tissue viability. Falls assessment completed; referred to the falls clinic.",
         meds=()),
    dict(key="pe", title="Acute pulmonary embolism, bilateral segmental",
         hpi="pleuritic chest pain and breathlessness 10 days after a long-haul flight home from {country}",
         course="CTPA (acc {acc}) on {dA} confirmed bilateral segmental emboli with no RV strain. Treatment-dose enoxaparin then switched to apixaban on {dB}. Troponin and BNP normal. Plan 3 months of anticoagulation and review in the thrombosis clinic.",
         meds=("apixaban", "enoxaparin")),
]


def _ctx_extra(w, prob):
    r, loc = w.rng, w.loc
    los = r.randint(3, 14)
    dc = w.today
    adm = dc - TD(days=los)
    dA = adm + TD(days=r.randint(0, max(1, los // 2)))
    dB = adm + TD(days=r.randint(los // 2, los))
    dC = dc + TD(days=r.randint(5, 14))
    cons = w.cast.staff("doctor")
    nok = w.nok
    return dict(adm=loc.d(adm), dc=loc.d(dc), dA=loc.d(dA, loc.short_style), dB=loc.d(dB, loc.short_style),
                dC=loc.d(dC), cons=cons.drf, cons_p=cons, acc=loc.accession(dc.year), nokrel=nok.rel,
                nok=nok.first if r.random() < 0.5 else nok.full, country=P(r.choice(pools.COUNTRIES), "COUNTRY"),
                los=str(los), adm_d=adm, dc_d=dc, fu_d=dc + TD(days=r.randint(7, 28)),
                fu2_d=dc + TD(days=r.randint(20, 60)))


def _meds_list(doc, w, prob, style):
    r = w.rng
    meds = w.pick_meds(r.randint(5, 10), must=prob["meds"])
    meds = [m for m in meds if m[3] != "IV" and m[4] != "cont"]
    for i, m in enumerate(meds):
        name, dose, route, fr = w.med_name(m), w.dose(m), m[3], w.freq(m[4])
        tag = ""
        if r.random() < 0.2:
            tag = r.choice(["  ** NEW **", "  (new)", "  - dose changed", "  (started this admission)"])
        if style == 0:
            doc.add("%d. %s %s %s %s%s\n" % (i + 1, name, dose, route, fr, tag))
        elif style == 1:
            doc.add("- %s %s %s %s  [%s]%s\n" % (name.capitalize(), dose, route if route != "PO" else "oral", fr, m[5], tag))
        else:
            doc.add("%-28s %-14s %-6s %s%s\n" % (name, dose, route, fr, tag))
    if r.random() < 0.5:
        stopped = r.choice(["naproxen", "indapamide", "diazepam", "amitriptyline", "zopiclone", "oxybutynin", "ibuprofen", "codeine"])
        doc.w("\nSTOPPED: {s} ({~falls risk|AKI|bleeding risk|hyponatraemia|anticholinergic burden|confusion})\n", s=stopped)


def build(w, doc):
    r, loc, v = w.rng, w.loc, w.v
    prob = r.choice(PROBLEMS)
    x = _ctx_extra(w, prob)
    doc.ctx.update(x)
    code = w.code
    if code in ("US", "CA"):
        layout = r.choice(["A", "A", "D"])
    elif code in ("UK", "IE"):
        layout = r.choice(["B", "B", "D"])
    else:
        layout = r.choice(["C", "C", "B"])
    sec = r.sample(PROBLEMS, 3)
    sec = [p["title"] for p in sec if p is not prob][:2]
    course = prob["course"]
    hpi = prob["hpi"]
    fu_d, fu2_d = x["fu_d"], x["fu2_d"]
    if layout == "A":
        doc.w("{hosp}\n{addr}\nPhone {ph}  |  Fax {fx}\n\n", addr=w.hosp_addr["line"], ph=w.hosp_phone, fx=w.hosp_fax)
        doc.w("{~DISCHARGE SUMMARY|HOSPITAL DISCHARGE SUMMARY|Discharge Summary - Internal Medicine}\n\n")
        doc.w("Patient: {pt.LF}{?0.3: (\"{pt.nick}\")}\nMRN: {mrn}    Acct #: {acct}{?0.35:    {nat_label}: {natid}}\nDOB: {dob}   Age: {age}   Sex: {mf}\n")
        doc.w("Admission Date: {adm}    Discharge Date: {dc}    LOS: {los} days\n")
        doc.w("Attending: {att.fc}\n{~Resident|Intern|Hospitalist}: {reg.fc}\n")
        doc.w("PCP: {gp.drf}, {practice}  (fax {gp_fax})\n")
        if r.random() < 0.7:
            doc.w("Insurance: {ins}   {hpl}: {hp}{?0.4:   Group: {grp}}\n",
                  ins=P(r.choice(pools.INSURERS[code]), "ORGANIZATION"), hpl=w.hp_label, grp=loc.group_no())
        doc.w("\nPRINCIPAL DIAGNOSIS:\n{t}\n\nSECONDARY DIAGNOSES:\n", t=prob["title"])
        for s in sec:
            doc.add("- " + s.split(",")[0] + " (resolved)\n" if r.random() < 0.3 else "- " + s.split(" (")[0] + "\n")
        doc.add("\nPAST MEDICAL HISTORY:\n")
        S.pmh_block(doc, w, bullet="- ")
        doc.w("\nHISTORY OF PRESENT ILLNESS:\n{pt.mr} is a {age}-year-old {manwoman} who presented on {adm} with " + hpi + ".\n\n")
        doc.w("HOSPITAL COURSE:\n" + course + "\n\n")
        doc.add("SOCIAL HISTORY:\n")
        S.social(doc, w)
        doc.w("\n\nALLERGIES: {al}\n\nDISCHARGE MEDICATIONS:\n", al=S.allergy_text(w))
        _meds_list(doc, w, prob, r.choice([0, 2]))
        doc.w("\nCONDITION AT DISCHARGE: {~Stable|Improved|Good}. Ambulating {~independently|with walker|with cane}.\n")
        if r.random() < 0.6:
            doc.w("DISPOSITION: Home with {fam}{?0.5:; home health via {agency}}.\n", fam=w.fam(w.nok) if w.nok is not w.other else "services",
                  agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"))
        else:
            doc.w("DISPOSITION: Discharged to {ch} for short-term rehab. Report called to {nurse} RN at {ph}.\n",
                  ch=w.carehome, nurse=w.cast.staff("nurse").full, ph=loc.phone())
        doc.w("\nFOLLOW-UP:\n1. {gp.drf} ({v_gp}) on {f1} at {t1} - {gp_phone}\n2. {cons} clinic, {hosp}, {building}, on {f2}\n",
              f1=loc.d(fu_d), f2=loc.d(fu2_d), t1="%d:%s %s" % (r.randint(8, 11), r.choice(["00", "15", "30", "45"]), "AM"))
        doc.w("3. Labs (BMP, CBC) on {f3} - order # {ord}\n", f3=loc.d(x["dc_d"] + TD(days=r.randint(3, 7))), ord=loc.order_no())
        doc.w("\nPENDING AT DISCHARGE: {~blood cultures|final read of MRI|anti-GBM antibodies|urine cytology} (accession {acc2}) - PCP to follow up.\n",
              acc2=loc.accession(w.today.year))
        doc.w("CODE STATUS: {~Full code|DNR/DNI|DNR, OK to intubate}. HCP: {nk}, {rel} ({ph}).\n",
              nk=w.nok.full, rel=w.nok.rel, ph=w.nok_phone)
        doc.w("\nPatient portal: {url}\n\n", url=w.hosp_url)
        S.sign_block(doc, w, w.att, x["dc"], style=0)
        if r.random() < 0.6:
            doc.w("\nDictated by: {reg.full}, {reg.cred}  DD: {dc}  DT: {dt}  Job #: {job}  {ttl}/{tr}\n",
                  dt=loc.d(x["dc_d"] + TD(days=1)), job=P("%07d" % r.randrange(10 ** 7), "IDNUM"),
                  ttl=w.reg.lini, tr=P(r.choice(["kb", "mt", "ls", "rj", "dh", "wq"]), "DOCTOR"))
        doc.w("\ncc: {gp.drf}, {practice}; {cons}\n")
    elif layout == "B":
        doc.w("{hosp}\n{~Department of Medicine for Older People|General Internal Medicine|Acute Medical Unit|Department of Medicine}\n{addr}\nTel: {ph}   Fax: {fx}\n\n",
              addr=w.hosp_addr["line"], ph=w.hosp_phone, fx=w.hosp_fax)
        doc.w("{~Date dictated|Date typed|Date}: {dc}\n\n")
        doc.w("{gp.drf}\n{practice}\n{gaddr}\n\n", gaddr=w.gp_addr["block"])
        doc.w("Dear {~Dr|Doctor} {gp.last},\n\n")
        natid = "{nhs_label}: {nhs}   " if w.nhs is not None else r.choice(["{nat_label}: {natid}   ", "{hp_label}: {hp}   ", ""])
        doc.w("Re: {pt.mrf}, DOB {dob}\n" + natid + "{~Hospital No|MRN|Our ref}: {mrn}\n{addr_l}\n\n", addr_l=w.addr["line"])
        doc.w("Admitted: {adm} via {v_ed}   Discharged: {dc}   Ward: {ward}\nConsultant: {att.drf}\n\n")
        doc.w("Diagnoses:\n1. {t}\n", t=prob["title"])
        for i, s in enumerate(sec):
            doc.add("%d. %s\n" % (i + 2, s))
        doc.add("\nBackground: ")
        S.pmh_inline(doc, w)
        doc.w(".\n\nThank you for continuing the care of this {age}-year-old {gentlelady}, who presented with " + hpi + ".\n\n")
        doc.w(course + "\n\n")
        if r.random() < 0.5:
            doc.w("{He} was seen by our {v_physio} ({physio.full}) and {v_ot} ({ot.full}); a home visit to {street} was {~not required|completed on {hv}|declined by {him}}.\n\n",
                  street=w.addr["street"], hv=loc.d(x["dc_d"] - TD(days=2)))
        S.social(doc, w, short=True)
        doc.add("\n\nMedications on discharge:\n")
        _meds_list(doc, w, prob, 1)
        doc.w("\nActions for GP:\n- {~Please check U&E and FBC|Please repeat bloods} in 1 week ({fd})\n- Review BP and consider uptitration\n- {~Please refer to community falls team|Consider memory clinic referral if cognition does not improve|Please continue bone protection}\n\n",
              fd=loc.d(x["dc_d"] + TD(days=7)))
        doc.w("Follow-up: {~Outpatient clinic|Consultant clinic|Ambulatory care} with {att.dr} on {f1}. Results pending: {acc2}.\n\n",
              f1=loc.d(fu2_d), acc2=loc.accession(w.today.year))
        doc.w("{~I have discussed the plan with {pt.mr} and {his} {nokrel} {nok}|{pt.mr} and {his} family are aware of the above}.\n\nYours sincerely,\n\n\n")
        doc.w("{reg.drf}\n{v_junior} to {att.drf}\n{~Bleep|Ext} {bl}\n", bl=loc.pager())
        doc.w("\ncc: {pt.mrf}, {addr_l}\n", addr_l=w.addr["line"])
        if r.random() < 0.5:
            doc.w("Typed by: {ty}  {ttd}\n", ty=w.cast.staff("nurse").ini, ttd=loc.d(x["dc_d"] + TD(days=r.randint(1, 3))))
    elif layout == "C":
        doc.w("{hosp} - {~eDischarge Summary|Discharge Referral|Inpatient Discharge Summary}\n{~Printed|Generated}: {dc} {tm}\n",
              tm="%02d:%02d" % (r.randint(8, 18), r.randrange(60)))
        doc.add("-" * 58 + "\n")
        nid = "NHI: {nhs}" if w.code == "NZ" else "UR: {mrn}"
        doc.w("Name: {pt.Lf}        " + nid + "\nDOB: {dob} ({age}y {mf})    {hpl}: {hp}\nAddress: {addr_l}\nPhone: {home_phone}   Mobile: {mobile}\n",
              hpl=w.hp_label, addr_l=w.addr["line"])
        doc.w("Admission: {adm}    Discharge: {dc}    Unit: {~General Medicine|Aged Care|Medicine 2}  Ward: {ward}\n")
        doc.w("Treating Consultant: {att.drf}   Author: {jr.drf} (RMO)\n")
        doc.w("GP: {gp.drf}, {practice}, {gaddr}\nGP Fax: {gp_fax}{?0.5:   Email: {gem}}\n",
              gaddr=w.gp_addr["line"], gem=w.cast.staff_email(w.gp, w.practice_s))
        doc.add("-" * 58 + "\n")
        doc.w("PRINCIPAL DIAGNOSIS: {t}\nCOMORBIDITIES: ", t=prob["title"])
        S.pmh_inline(doc, w)
        doc.w("\n\nPRESENTATION: {age}{mf} presenting with " + hpi + ".\n\nCLINICAL SUMMARY:\n" + course + "\n\n")
        doc.w("ALERTS/ALLERGIES: {al}\n\nMEDICATIONS ON DISCHARGE:\n", al=S.allergy_text(w))
        _meds_list(doc, w, prob, 2)
        doc.w("\nDispensed by {pharmacy}: 7 days supply; Webster-pak arranged{?0.5: (pharmacist {pharm.full})}.\n")
        doc.w("\nACTIONS FOR GP:\n* Review in 1 week ({fd})\n* {~Repeat UEC|Repeat FBC/iron studies|Repeat INR} on {fd2}\n* {~Outpatient echo booked {fd3}|Geriatric clinic {fd3}|Respiratory clinic {fd3}}\n",
              fd=loc.d(x["dc_d"] + TD(days=7)), fd2=loc.d(x["dc_d"] + TD(days=r.randint(3, 10))), fd3=loc.d(fu2_d))
        doc.w("\nDischarge destination: {~Home with {nokrel} {nok}|Home alone with services|{carehome}}\n")
        doc.w("Next of kin: {nk} ({rel}) {ph}\n", nk=w.nok.full, rel=w.nok.rel, ph=w.nok_phone)
        doc.w("\n{jr.fc}{?0.5:, {ll}: {lic}} | {ward} {ph}\n", ll="AHPRA" if code == "AU" else "MCNZ",
              lic=loc.license_for("doctor", w.jr.last_s)[1], ph=w.ward_phone)
    else:  # D: dictation transcript
        doc.w("{~DISCHARGE SUMMARY|D/C SUMMARY}   {hosp}\n\nNAME: {pt.LF}   MR#: {mrn}   ROOM: {room}\nADMITTED: {adm}   DISCHARGED: {dc}\nATTENDING: {att.LF}, {att.cred}\n\n")
        doc.w("This is a {age}-year-old {manwoman} {~well known to our service, with a history of|with a history of|with a background of} ")
        S.pmh_inline(doc, w, 3)
        doc.w(", who presented with " + hpi + ". ")
        doc.w("{?0.5:{He} was seen in the {v_ed} by {reg.drf}. }" + course + "\n\n")
        doc.w("DISCHARGE DIAGNOSES: {t}; {s}.\n\n", t=prob["title"], s="; ".join(sec))
        doc.add("DISCHARGE MEDICATIONS: ")
        meds = w.pick_meds(r.randint(4, 8), must=prob["meds"])
        doc.add(", ".join("%s %s %s" % (w.med_name(m), w.dose(m), w.freq(m[4])) for m in meds if m[3] != "IV") + ".\n\n")
        doc.w("FOLLOW-UP: See {gp.drf} in {~1 week|10 days|2 weeks}; {cons} on {f1}. {~Call|Phone} {ph} with questions.\n\n",
              f1=loc.d(fu2_d), ph=w.hosp_phone)
        doc.w("{?0.5:The patient's {nokrel} {nok} was present for discharge teaching. }{~Home|Home with services|To {carehome}}.\n\n")
        doc.w("_____________________\n{att.fcs}\n\nD: {dc}  T: {dt}\n{ai}/{ti}   Job {job}\n",
              dt=loc.d(x["dc_d"] + TD(days=r.randint(0, 2))), ai=w.att.lini,
              ti=P(r.choice(["jk", "mtw", "rl", "sd", "bf", "gh"]), "DOCTOR"), job=P("%06d" % r.randrange(10 ** 6), "IDNUM"))
        doc.w("cc: {gp.drf}{?0.5:; {cons}}\n")
