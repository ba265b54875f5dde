"""Geriatric medicine and falls clinic notes."""

from render import P
from common import TD, yr, landmark
import snippets as S
import pools

FALL_PLACES = ["in the bathroom", "in the kitchen", "getting out of bed", "on the front step",
               "in the garden", "on the way to the toilet at night", "in the supermarket car park",
               "stepping off a bus", "on the stairs", "in the shower", "while hanging washing",
               "reaching into a high cupboard", "at church", "walking the dog"]
MECH = ["tripped on a rug", "felt dizzy on standing", "legs gave way", "slipped on a wet floor",
        "missed a step", "lost balance turning", "no recollection of the fall", "caught foot on the kerb",
        "blacked out briefly", "dizzy after passing urine"]
INJ = ["no injury", "bruised left hip", "skin tear to right forearm", "laceration to forehead, glued in ED",
       "fractured left wrist (Colles)", "sore ribs, no fracture on X-ray", "nil", "grazed knees",
       "right pubic ramus fracture", "carpet burn to elbow"]


def _falls(w, n):
    r = w.rng
    days = sorted(r.sample(range(7, 360), n), reverse=True)
    return [(w.today - TD(days=d), r.choice(FALL_PLACES), r.choice(MECH), r.choice(INJ)) for d in days]


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    falls = _falls(w, r.randint(2, 6))
    ref_d = w.today - TD(days=r.randint(20, 90))
    clinic = r.choice(["Falls and Bone Health Clinic", "Falls Prevention Service", "Geriatric Medicine Clinic",
                       "Falls & Syncope Clinic", "Older Adults Falls Clinic", "Community Falls Team"])
    car = r.choice(pools.VEHICLE_MAKES)
    alarm = P(r.choice(pools.ALARM_COS), "ORGANIZATION")
    exer = P(r.choice(pools.SUPPORT_ORGS["falls"]), "ORGANIZATION")
    layout = r.choice(["letter", "letter", "soap", "form", "brief"]) if code != "US" else r.choice(["soap", "soap", "form", "brief"])
    ctx = dict(clinic=clinic, refd=loc.d(ref_d), alarm=alarm, exer=exer,
               alarm_id=P("%s%06d" % (r.choice(["SL", "CC", "GP", "HP", ""]), r.randrange(10 ** 6)), "ACCOUNT"),
               dexa=loc.accession(w.today.year), ctacc=loc.accession(w.today.year), companion=w.nok, comprel=w.nok.rel,
               lying="%d/%d" % (r.randint(128, 176), r.randint(62, 90)), tug=str(r.randint(11, 32)),
               nfalls=str(len(falls)), last_fall=loc.d(falls[-1][0]))
    doc.ctx.update(ctx)
    drop = r.randint(8, 38)
    sitstand = "%d/%d" % (int(ctx["lying"].split("/")[0]) - drop, int(ctx["lying"].split("/")[1]) - r.randint(0, 12))
    doc.ctx["standing"] = sitstand
    if layout == "letter":
        doc.w("{clinic}\n{hosp}, {building}\n{haddr}\nTel: {hosp_phone}   Fax: {hosp_fax}\n{?0.5:Email: {em}\n}\n",
              haddr=w.hosp_addr["line"], em=w.cast.dept_email(r.choice(["falls.clinic", "fallsservice", "geriatrics"]), w.hosp_s))
        doc.w("Clinic date: {today_d}   {~Dictated|Typed}: {td}\n\n", td=loc.d(w.today + TD(days=r.randint(1, 6))))
        doc.w("{gp.drf}\n{practice}\n{gaddr}\n\n", gaddr=w.gp_addr["block"])
        idl = "{nhs_label}: {nhs}" if w.nhs is not None else "Hosp No: {mrn}"
        doc.w("Re: {pt.mrf}  DOB: {dob}  " + idl + "\n{addr_l}\n\n", addr_l=w.addr["line"])
        doc.add("Problems:\n")
        probs = r.sample(["Recurrent falls - multifactorial", "Orthostatic hypotension", "Polypharmacy",
                          "Osteoporosis (T-score -2.9 at the hip)", "Peripheral neuropathy", "Fear of falling",
                          "Reduced visual acuity (cataract, right)", "Sarcopenia", "Nocturia",
                          "Vitamin D insufficiency", "Mild cognitive impairment"], r.randint(3, 6))
        for i, p in enumerate(probs):
            doc.add("%d. %s\n" % (i + 1, p))
        doc.w("\nDear {~Dr|Doctor} {gp.last},\n\n")
        doc.w("Thank you for referring {pt.mr}, a {age}-year-old {~retired|former} {profession}, whom I saw in the {clinic} today{?0.7: with {his} {comprel} {companion.first}}. Your referral was received on {refd}.\n\n")
        doc.w("{He} reports {nfalls} falls in the past year. ")
        for d, place, mech, inj in falls:
            doc.w("On {d} {he} fell {place} ({mech}; {inj}). ", d=loc.d(d, r.choice([loc.main_style, loc.short_style, loc.long_style])),
                  place=place, mech=mech, inj=inj)
        doc.w("After the most recent fall {he} {~was on the floor for about 40 minutes|could not get up for two hours|was helped up by {oth}|pressed {his} pendant alarm} ",
              oth=[w.other.rel + " ", w.other.full])
        doc.w("{~and has a pendant alarm through {alarm} (account {alarm_id})|and does not have a pendant alarm|- {he} now wears a pendant alarm from {alarm}}.\n\n")
        doc.w("{He} takes {n} regular medications including ", n=str(r.randint(6, 14)))
        meds = w.pick_meds(4)
        doc.add(", ".join("%s %s" % (w.med_name(m), w.dose(m)) for m in meds) + ". ")
        stopd = r.choice(["doxazosin", "zopiclone", "amitriptyline", "oxybutynin", "tramadol", "diazepam"])
        doc.w("{~I have stopped {s}|I suggest we reduce {s}|{S} was stopped today} given {~its contribution to orthostasis|sedation|falls risk}.\n\n",
              s=stopd, S=stopd.capitalize())
        doc.w("On examination, lying BP {lying}, standing at 3 minutes {standing}{?0.5: with symptoms}. Pulse regular. Timed Up and Go {tug} seconds with a {~stick|frame|rollator|no aid}. {~Reduced vibration sense to the ankles.|Romberg positive.|Mild bradykinesia, no tremor.|Broad-based cautious gait.} {~Feet: thickened nails, podiatry referral made.|Footwear inadequate - backless slippers.}\n\n")
        doc.w("DEXA (accession {dexa}) performed on {dx} shows {~osteoporosis at the femoral neck|osteopenia|osteoporosis at L1-L4}. ", dx=loc.d(w.today - TD(days=r.randint(10, 60))))
        doc.w("{~{He} last saw {his} optometrist in {y}|Vision has been checked at {opt} in {y}}.\n\n",
              y=yr(w, r.randint(1, 4)), opt=P(r.choice([w.loc.town() + " Optometrists", w.cast.pharmacy_name().rsplit(" ", 1)[0] + " Eyecare"]), "HOSPITAL"))
        doc.w("{He} lives {home} and {~manages the stairs with a rail|has a stairlift|has all living space on one level}. ", home=r.choice(["alone", ["with ", w.fam(w.nok)] if w.spouse else "alone"]))
        if r.random() < 0.5:
            doc.w("{He} still drives {~a|an old} {car} (registration {plate}); we discussed {~driving cessation|limiting driving to daylight|informing the licensing authority}. ",
                  car=car, plate=loc.plate())
        doc.w("\n\nPlan:\n1. {v_ot} home hazard assessment at {street}{?0.4: - {oth_rel} {oth} will be present}\n",
              street=w.addr["street"], oth_rel=w.other.rel, oth=w.other.full)
        doc.w("2. Strength and balance programme - referred to {exer}{?0.4: ({url})}\n", url=w.cast.url(exer.text, r.choice(["", "/classes", "/find-a-class"])))
        doc.w("3. {~Start alendronic acid 70 mg weekly|Zoledronic acid infusion in day unit on {zd}|Denosumab 60 mg 6-monthly} with calcium and vitamin D\n", zd=loc.d(w.today + TD(days=r.randint(14, 40))))
        doc.w("4. 24-hour tape and echo{?0.5: (order {ord})}\n5. Review in clinic {~in 3 months|on {rv}}\n\n", ord=loc.order_no(), rv=loc.d(w.today + TD(days=r.randint(60, 120))))
        doc.w("Yours sincerely,\n\n\n{att.drf}\n{v_senior} Geriatrician\n{?0.5:{ll}: {lic}\n}", ll=loc.license_for("doctor", w.att.last_s)[0], lic=loc.license_for("doctor", w.att.last_s)[1])
        doc.w("\ncc: {pt.mrf}{?0.5:; {ot.full}, Community {v_ot}}\n")
    elif layout == "soap":
        doc.w("{hosp} - {clinic}\nDate of Service: {today_d}   Provider: {att.fc}\n")
        doc.w("Patient: {pt.LF}   DOB: {dob}   MRN: {mrn}   Visit #: {acct}\nReferring: {gp.drf} ({practice})\n\n")
        doc.w("CHIEF COMPLAINT: {~Recurrent falls|Falls x{nfalls}|Unsteadiness and falls}\n\n")
        doc.w("HPI: {age} y/o {mf} {~accompanied by|here with|brought by} {his} {comprel} {companion.full} for falls evaluation. Reports {nfalls} falls in the past 12 months; most recent {last_fall}. {~Denies|Endorses} prodromal dizziness. {~No head strike.|Hit head on {last_fall}, CT negative (acc {ctacc}).}\n\n")
        doc.add("FALLS LOG\nDate        | Location / circumstance                     | Injury\n")
        for d, place, mech, inj in falls:
            doc.add(loc.d(d, loc.short_style if r.random() < 0.5 else loc.main_style), " | %s, %s | %s\n" % (place, mech, inj))
        doc.add("\nPMH: ")
        S.pmh_inline(doc, w)
        doc.add("\n\nSOCIAL: ")
        S.social(doc, w)
        if r.random() < 0.6:
            doc.w("Drives: {~yes|occasionally, daytime only} - {car}, plate {plate}.", car=car, plate=loc.plate())
        doc.w("\n\nFUNCTION: {~Independent ADLs; needs help with IADLs (shopping, finances - managed by {nok})|Needs assistance with bathing; {agency} aides 3x/week|Independent in ADLs and IADLs}.\n",
              nok=w.nok.first, agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"))
        doc.w("\nMEDS: reviewed with {~pharmacist {pharm.full}|patient and {comprel}}; {~3 Beers list medications|2 sedative agents|anticholinergic burden score 4} identified.\n")
        doc.w("\nEXAM: Orthostatics: supine {lying} -> standing {standing}. TUG {tug} s. 30-s chair stand: {cs}. 4-stage balance: {~stage 2|stage 3|unable tandem}. Gait: {~wide-based|shuffling|antalgic}. Vision: {~20/40 OU|20/70 OD, 20/40 OS}.\n",
              cs=str(r.randint(3, 12)))
        doc.w("\nASSESSMENT/PLAN: {age}-year-old with multifactorial falls.\n- Taper {~zolpidem|oxybutynin|gabapentin}\n- PT referral: {physio.fc}, home safety eval\n- {alarm} medical alert device ordered, account {alarm_id}\n- DEXA (acc {dexa}); vit D level\n- RTC {rtc} with {att.dr}\n\n",
              rtc=loc.d(w.today + TD(days=r.randint(42, 100))))
        doc.w("{att.fc}\nElectronically signed {today_d}{?0.4: | NPI {npi}}\n", npi=P("1" + "".join(str(r.randrange(10)) for _ in range(9)), "LICENSE"))
    elif layout == "form":
        doc.w("{~MULTIFACTORIAL FALLS RISK ASSESSMENT|FALLS RISK ASSESSMENT TOOL|Falls Assessment - Community}\n")
        doc.add("=" * 50 + "\n")
        doc.w("Client name: {pt.fL}      ID: {mrn}{?0.4:   {nat_label}: {natid}}\nDOB: {dob}    Age: {age}\nAddress: {addr_l}\nPhone: {home_phone}\nNOK: {nk} ({rel}) {nkph}\n",
              addr_l=w.addr["line"], nk=w.nok.full, rel=w.nok.rel, nkph=w.nok_phone)
        doc.w("Referrer: {gp.drf}, {practice}   Referral date: {refd}\nAssessor: {physio.fc}   Date of assessment: {today_d}\nLocation: {~client's home|{clinic}, {hosp}|day hospital}\n\n")
        doc.add("1. FALLS HISTORY (last 12 months)\n")
        for d, place, mech, inj in falls:
            doc.add("   - ", loc.d(d), ": %s; %s; %s\n" % (place, mech, inj))
        doc.w("\n2. MEDICATIONS  [x] 4+ meds  [{~x| }] psychotropics  [{~x| }] antihypertensives\n3. POSTURAL BP: lying {lying}, standing {standing}\n4. VISION: {~glasses for reading|bifocals - advised single-vision for walking|cataract awaiting surgery}\n5. CONTINENCE: {~urgency|nocturia x3|continent}\n6. COGNITION: {~AMTS 9/10|6CIT 8|MoCA 24/30}\n7. FEET/FOOTWEAR: {~poorly fitting slippers|appropriate}\n8. GAIT/BALANCE: TUG {tug} s; {~Berg 38/56|Tinetti 17/28}\n9. HOME HAZARDS: {~loose rugs, poor lighting on stairs|steep back steps, no rail|bath without grab rails}\n10. ALARM: {~{alarm} pendant, ID {alarm_id}|none - application started}\n\n")
        doc.w("GOALS: {~to walk to {lm} again|to get back to {church}|to go shopping with {his} {nkrel}}\n",
              lm=landmark(w),
              church=P(w.cast.church(), "ORGANIZATION"), nkrel=w.nok.rel)
        doc.w("PLAN: {~Otago exercise programme 6 weeks|Group balance class at {exer}|Home exercise programme}; rails fitted by {~council|{org}}; review {rv}.\n\n",
              org=P(w.cast.employer(), "ORGANIZATION"), rv=loc.d(w.today + TD(days=r.randint(28, 56))))
        doc.w("Signed: {physio.fcs}   {ll} {lic}\nCo-signed: {ot.fc}\n", ll=loc.license_for("therapist", w.physio.last_s)[0], lic=loc.license_for("therapist", w.physio.last_s)[1])
    else:  # brief
        doc.w("{~Falls clinic f/u|FALLS CLINIC REVIEW|Geri falls f/u} - {today_d}\n{pt.full}  {age}{mf}  {mrn_lbl} {mrn}\n\n")
        doc.w("Seen with {comprel} {companion.first}. Last seen {ls} ({att.dr}). ", ls=loc.d(w.today - TD(days=r.randint(60, 150))))
        doc.w("{~No further falls since|1 further fall since} {last_fall}. {~Stopped doxazosin last visit - orthostatic drop now {dr} mmHg.|Attended {exer} sessions x{n}.|Pendant alarm in place ({alarm}).}\n",
              dr=str(r.randint(4, 18)), n=str(r.randint(3, 10)))
        doc.add("Meds: ")
        doc.add(", ".join("%s %s %s" % (w.med_name(m), w.dose(m), w.freq(m[4])) for m in w.pick_meds(r.randint(4, 7)) if m[4] != "cont" and m[3] != "IV") + ".\n")
        doc.w("Home: {~lives alone, {agency} carers {n}x/day|with {fam}|sheltered housing, warden {wd}}. Pendant: {~yes - {alarm}|no - declined}. {?0.5:Drives: {~no|yes, {car} reg {plate}}.}\n",
              agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"), n=str(r.randint(1, 4)), fam=w.fam(w.nok), wd=w.other.full, car=car, plate=loc.plate())
        doc.w("Vision: {~awaiting R cataract surgery at {hosp2}|new glasses {vd}|ok}. Feet: {~podiatry at {pd}|ok}.\n",
              vd=loc.d(w.today - TD(days=r.randint(20, 200)), "MonthY"), pd=P(loc.town() + " Podiatry", "HOSPITAL"))
        doc.w("O/E: BP L {lying} S {standing}. TUG {tug}s{~ (was 24s)| (improved)|}. {~Walking with rollator.|Independent with stick.}\n")
        doc.w("Bloods {bd}: {~Na 134, eGFR 48|vit D 42 nmol/L|Hb 118}.\nImp: {~improving|static|deteriorating} falls risk.\nPlan:\n- cont {~vit D|alendronate|strength & balance}\n- {~GP to review BP meds|repeat DEXA {y}|refer podiatry}\n- f/u {fu}\n\n",
              bd=loc.d(w.today - TD(days=r.randint(3, 20)), loc.short_style), y=yr(w, -2), fu=loc.d(w.today + TD(days=r.randint(60, 120)), loc.short_style))
        doc.w("{reg.fil} ({v_junior}) for {att.drf}{?0.5: / bleep {bl}}\n{?0.6:cc {gp.drf}, {practice}\n}", bl=loc.pager())
