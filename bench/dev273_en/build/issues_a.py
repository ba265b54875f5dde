"""Issue narrative templates (part A). Placeholders are filled by textvals.vals()."""

ISSUES_A = {
    "lonely": {
        "label": "Loneliness / bereavement",
        "reason": [
            "{ptf} lost {his} {famrel} in {month} and has been struggling since. Lives alone, says the days are 'very long'. No acute risk. PHQ-9 11 today. Would benefit from social contact - ?befriending ?lunch club.",
            "Recently bereaved ({famrel} died {d_past} at {hosp}). Attending surgery 2-3x/month with non-specific sx, bloods NAD (FBC, U&E, TFT, HbA1c 41). I think loneliness is the main driver. Pls see re community groups.",
            "Lonely since moving to {town} to be nearer {his} {famrel2} {fam2}, who works full time. Doesn't know anyone locally. Keen to 'get out of the house'.",
            "Widowed {year}. Increasing isolation, stopped going to {church}. UCLA-3 score 8/9. Not depressed per se. Referred for social prescribing (SNOMED 871731000000106).",
        ],
        "story": [
            "{pt} told me that since {his} {famrel} died {he} goes days without speaking to anyone. 'The telly is on all day just for the noise.' {He} used to go to {church} every week but 'couldn't face it' after the funeral.",
            "We talked about what a good week used to look like. {He} mentioned dancing at {venue} on Saturday nights and playing whist. {His} {famrel2} {fam2} rings on Sundays but lives a long way away.",
            "{pt} became tearful when talking about {hol} - first one on {his} own. Says {he} is 'not depressed, just lonely'. Sleeping OK, appetite reduced. Denies any thoughts of self-harm.",
            "{He} said the loneliness is worst in the evenings. Has a cat (Biscuit). Would like to meet people 'my own age' but is nervous about walking into a room of strangers.",
        ],
        "goal": [
            "To get out of the house at least twice a week and have a proper conversation.",
            "Join one group by the end of the month - {pt} chose {group}.",
            "Feel less alone in the evenings; try the phone befriending service.",
        ],
        "action": [
            "Introduced to {leader} at {group} ({gday}, {gtime}, {venue}). I will meet {pt} at the door for the first session on {d_next}.",
            "Referred to telephone befriending - weekly call, volunteer to be matched. Gave bereavement support leaflet (Cruse-style service, self-referral).",
            "Booked community transport for {weekday} so {he} can get to {venue}. Pick-up 10:15.",
        ],
    },
    "mobility": {
        "label": "Isolation / reduced mobility",
        "reason": [
            "Housebound since fall {d_past} (# NOF, DHS, discharged from {hosp}). Confidence very low. OT input complete. Rockwood CFS 5. Please link with community/befriending.",
            "{ptf} ({age}) has severe OA knees and COPD (FEV1 48% pred), rarely leaves the flat on the 4th floor - lift frequently out of order. Isolated, low mood.",
            "Parkinson's disease (dx {year}), now needs a stick outdoors. {His} {famrel} says {he} has 'given up'. Interested in seated exercise.",
        ],
        "story": [
            "{pt} hasn't been out of the house since {month} except for hospital appointments. {He} said 'I'm frightened of falling again'. Uses a 4-wheeled walker indoors. Has a pendant alarm ({alarm}, serial {serial}) but rarely wears it.",
            "{He} misses going to the shops in {town} on {his} own. {His} {famrel} {fam} does the shopping on Fridays. Would love to 'just sit in a cafe and watch the world go by'.",
            "Lives on floor {n} of {the_estate}; the lift has been broken on and off for {dur}. {He} has missed two GP appointments because of it.",
        ],
        "goal": [
            "Get out of the flat once a week with support - café or library.",
            "Walk to the end of the street and back with the walker by the review.",
            "Try a seated exercise class (chair-based, 45 mins).",
        ],
        "action": [
            "Referred to community transport (door-to-door, wheelchair accessible); membership form completed. Disabled parking permit application started online.",
            "Linked with {group} - they run chair-based exercise at {venue}, {gday}. {leader} will phone {him} first on {mob}.",
            "Reported lift fault to the {housing} again; asked for a ground-floor transfer to be considered (medical priority letter requested from {gp}).",
        ],
    },
    "money": {
        "label": "Financial hardship / benefits",
        "reason": [
            "Struggling financially - cost of living, energy debt approx {money2}. Not claiming everything entitled to? Please refer for benefits check.",
            "{ptf} is anxious about money - income dropped in {month} and waiting for {benefit} decision. Skipping meals. ?food bank.",
            "Asked for help with {benefit} form - severe anxiety and dyslexia, cannot complete alone. Deadline {d_next}.",
            "Financial stress contributing to poor glycaemic control (HbA1c 78, was 59). Please support with income maximisation.",
        ],
        "story": [
            "{pt} showed me a letter from the energy company - arrears of {money2}, and the prepayment meter is on emergency credit. {He} has been sitting in one room with a blanket.",
            "{He} worked at {employer} for {n} years until the contract ended in {month}. First time ever claiming. 'I don't know how any of it works.'",
            "Income: {benefit} only, {money} a fortnight/month after deductions (advance repayment). Rent {money3}. Some utility arrears. {He} has been borrowing from {his} {famrel}.",
            "{pt} became quite emotional and said {he} felt ashamed asking for help. Reassured. Has not had a hot meal for 3 days.",
        ],
        "goal": [
            "Maximise income - full benefits check and apply for anything missing.",
            "Get the energy debt on a manageable repayment plan.",
            "Stop skipping meals.",
        ],
        "action": [
            "Benefits check completed with {pt} (entitledto-style calculator): likely eligible for {benefit} and {benefit2}. Appointment booked with {agency}, {d_next} at 10:30.",
            "Referred to {agency} for debt advice ({officer}, tel {atel}). Applied for hardship fund via energy supplier.",
            "Issued food bank referral to {fb}. Fuel top-up voucher {money_s} requested.",
        ],
    },
    "housing": {
        "label": "Housing",
        "reason": [
            "Damp and black mould in bedroom - {pt} and {his} {famrel} have recurrent chest infections (3x abx courses since {month}). Landlord not responding. Please support re housing.",
            "Served a notice to quit ({n} weeks' notice) - private rented, {town}. Very anxious. Please help with housing options.",
            "Currently sofa-surfing with a friend since relationship breakdown {d_past}. No fixed abode - using practice as correspondence address.",
            "Overcrowding: family of {n} in 2-bed flat. Child has asthma. Housing letter requested.",
        ],
        "story": [
            "{pt} showed me photos of the mould behind the wardrobe. The window frames are rotten. {He} has reported it {n} times to the landlord, who 'keeps saying he'll send someone'.",
            "{He} has been sleeping in {his} car (reg {plate}) for {dur} now, parked behind {venue}. Showers at the leisure centre.",
            "Rent went up by {money_s} a month in {month}. {He} fell behind and is now {money2} in arrears. Terrified of losing the flat - lived there since {year}.",
        ],
        "goal": [
            "Get the damp fixed or move somewhere safe for {his} chest.",
            "Avoid eviction - stay in the home.",
            "Have somewhere stable to live before winter.",
        ],
        "action": [
            "Referred to {agency} housing options; homelessness prevention appointment {d_next}. Letter of support from {gp} requested for medical priority.",
            "Helped {pt} write to the landlord (recorded delivery) about disrepair; reported to environmental health at the council.",
            "Supported application to the housing register and for {benefit}; discretionary payment form submitted.",
        ],
    },
    "carer": {
        "label": "Carer strain",
        "reason": [
            "Full-time carer for {his} {caredrel} {cared} (dementia - Alzheimer's type, MMSE 16/30). Exhausted, no breaks. Please link with carers' support.",
            "Unpaid carer - {caredrel} {cared} has MS and recent hospital admission to {hosp}. Low mood, poor sleep. Not registered as a carer on our system.",
            "Carer for {his} {caredrel} {cared}, who has a learning disability and epilepsy. Has not had a break in {dur}.",
        ],
        "story": [
            "{pt} said caring for {cared} is 'a 24/7 job'. {He} hasn't had a night out since {year}. {cared} gets up in the night, so {pt} sleeps on the sofa downstairs.",
            "{He} described feeling guilty for wanting a break. {His} {famrel2} {fam2} helps on Sundays. No formal package of care in place.",
            "Main worry is what happens to {cared} if {pt} becomes unwell. No emergency plan.",
        ],
        "goal": [
            "Have one afternoon a week for {him}self.",
            "Get a carer's assessment and an emergency plan in place.",
            "Meet other carers who 'get it'.",
        ],
        "action": [
            "Referred to {group} for carers' support and the weekly carers' coffee morning ({gday}).",
            "Requested carer's assessment via the local authority. Added carer code to record (SNOMED 302767002). Flu jab booked.",
            "Gave details of {group2} day opportunities for {cared} - {leader} to call {pt} on {tel}.",
        ],
    },
    "mood": {
        "label": "Low mood / anxiety",
        "reason": [
            "Mild-moderate low mood (PHQ-9 13, GAD-7 10). Declined talking therapies for now but open to community activity. Sertraline 50 mg OD started {d_past}.",
            "Anxiety, avoiding going out, 'stuck in a rut'. Ex-smoker. Would like something creative. Please see.",
            "Low mood since being made redundant in {month}, PHQ-9 15. Not keen on medication. Would like to get out more and meet people.",
        ],
        "story": [
            "{pt} described 'a grey cloud' since {month}. Stopped going to {group2}. Sleeping 10-12 hours. Enjoyed painting when younger and would like to try again.",
            "{He} said the worst thing is 'no reason to get dressed'. Past history of depression in {year}, helped by volunteering at {employer}.",
            "Anxiety on buses and in queues. Manages small local trips. Uses breathing technique (4-7-8) from the app.",
        ],
        "goal": [
            "A reason to get up - one regular activity each week.",
            "Try an art group.",
            "Feel calmer going out - manage a bus trip into {town}.",
        ],
        "action": [
            "Introduced to {group} (arts on prescription, 8-week block, {gday}). Info: {gurl}.",
            "Gave self-referral details for talking therapies; {pt} will consider. Crisis numbers given.",
            "Agreed graded plan: {weekday} walk to the library with me, then bus trip next fortnight.",
        ],
    },
}
